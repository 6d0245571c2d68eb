import type { ColumnAggregate, ColumnFormat, DisplayCondition, ExportFormatName } from '@ossature/contract';

/** One column of a module's list: a field of the module, shown as its kind says unless told otherwise. */
export interface ListColumnDeclaration {
  field: string;
  /** The field's label by default. */
  label?: string;
  width?: number;
  widthUnit?: 'px' | '%';
  /** Hidden until the user shows it (SPEC §3 Column hidden = 1). */
  hidden?: boolean;
  /** The kind's format by default; 'time' shows a number of seconds as hh:mm:ss. */
  format?: ColumnFormat;
  /** The figure of the footer and of each group row. */
  aggregate?: ColumnAggregate;
  aggregateLabel?: string;
  /** Text cells are cut there, with '...'. */
  maxLength?: number;
  /** Shows `value` instead of the cell when `condition` holds on the row. */
  override?: { condition: DisplayCondition; value: string };
  /** A read-only form of the row shown on hover; params take the row's values at {$name} placeholders. */
  popover?: { form: string; params: string; condition?: DisplayCondition; width?: number };
  /** The cell links to a form; params take the row's values at {$name} placeholders. */
  link?: { form: string; params: string };
}

/** A module's list (SPEC §3 List definition): its columns, default order, page size and searched fields. */
export interface ListDeclaration {
  columns: (string | ListColumnDeclaration)[];
  /** The order before the user sorts; newest first by default. */
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** Rows per page before the user chooses (SPEC §9: else 50). */
  linesDisplayed?: number;
  /** Text fields the global search looks in, and relations (searched by their record's label); the record label's text fields by default. */
  search?: string[];
  /** The spreadsheet formats offered (SPEC §3 export_format); all of xlsx, xls, ods and csv by default. */
  exportFormats?: ExportFormatName[];
  /** Changes the user may make to many selected rows at once (SPEC §3 bulk_actions). */
  bulkActions?: BulkActionDeclaration[];
  /** Popup mode (SPEC §3 on_popup): rows and new records open their form over the list, for short records. */
  onPopup?: boolean;
}

/**
 * A change made to every selected row of the list, with the rules of a form save applied to each record (rights,
 * checks, hooks, history). It is a form of its own, named `name`: its dialog asks for `fields` (fields of the module)
 * and every selected record takes their values and those of `set`.
 */
export interface BulkActionDeclaration {
  /** The form the action submits: unique among the application's module and bulk action names. */
  name: string;
  label: string;
  icon?: string;
  /** Fields of the module the user fills in the action's dialog, each required (emptying a field is a `set` to null). */
  fields?: string[];
  /** Values every selected record takes, as stored (a select's value, true/false, an ISO date). */
  set?: Record<string, string | number | boolean | null>;
  /**
   * The rows the action may change: a selection holding any other is refused whole, naming the first of them, with
   * `refusal` saying why. Checked in SQL before anything is written.
   */
  onlyWhere?: { field: string; in: (string | number | boolean)[]; refusal: string };
}

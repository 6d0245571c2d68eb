import { Type, type Static } from 'typebox';

/** The wire name of every field kind (SPEC §2 'Form field kinds', plus the read-only kinds). */
export const FIELD_KINDS = [
  'string',
  'password',
  'password_strong',
  'textarea',
  'memo',
  'number',
  'money',
  'phone',
  'social_security_number',
  'link',
  'color',
  'date',
  'date_monthly',
  'datetime',
  'year',
  'time',
  'boolean',
  'select',
  'select_multiple',
  'select_multiple_creatable',
  'select_async',
  'select_async_multiple',
  'radio',
  'button_group',
  'button_group_multiple',
  'vertical_tabs',
  'treeview',
  'address',
  'html',
  'rating',
  'icon_picker',
  'signature',
  'file',
  'content',
  'submit',
  'inline_right_html',
  'geometry_map',
  'icon',
  'hidden',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** SPEC §3 Select option. */
export const SelectOption = Type.Object({
  value: Type.Union([Type.String(), Type.Number()]),
  label: Type.String(),
  color: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  helperText: Type.Optional(Type.String()),
  disabled: Type.Optional(Type.Boolean()),
  /** A mandatory option stays when the user clears a multi-select (SPEC §4). */
  mandatory: Type.Optional(Type.Boolean()),
  group_by: Type.Optional(Type.String()),
  parentId: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  icon: Type.Optional(Type.String()),
});
export type SelectOption = Static<typeof SelectOption>;

/** SPEC §3 Treeview node: `type` names the kind of node (its icon and the actions offered on it). */
export interface TreeNode {
  type: string;
  value: string | number;
  label: string;
  children?: TreeNode[];
}
export const TreeNodeSchema = Type.Unsafe<TreeNode>({ type: 'object', additionalProperties: true });

/**
 * A display condition in JSON Forms' rule vocabulary: the control shows when the value at `scope` validates against
 * `schema`; AND/OR combine several. Evaluation failure counts as false (SPEC §5).
 */
export type DisplayCondition =
  | { scope: string; schema: Record<string, unknown> }
  | { type: 'AND' | 'OR'; conditions: DisplayCondition[] };
export const DisplayConditionSchema = Type.Unsafe<DisplayCondition>({ type: 'object', additionalProperties: true });

const PropertyFields = {
  name: Type.String(),
  type: Type.String(),
  label: Type.String(),
  required: Type.Boolean(),
  read_only: Type.Boolean(),
  helperText: Type.Optional(Type.String()),
  tooltip: Type.Optional(Type.String()),
  /** Text of the field's constraint; an error on the field reads '{label} : {constraint}' (SPEC §5). */
  constraint: Type.Optional(Type.String()),
  /**
   * The other fields the constraint's check reads. The screen asks the onchange call about a record field's
   * constraint when the field or one of these changes, and shows the answer's error at once (SPEC §3 Property error).
   */
  constraint_reads: Type.Optional(Type.Array(Type.String())),
  /** Not stored: computed or display-only. */
  virtual: Type.Optional(Type.Boolean()),
  /**
   * A virtual field whose change counts as a change of the form (unsaved changes, the draft, the save not skipped).
   * Without it a virtual field's value is left out of that comparison: the server recomputes it.
   */
  virtual_use_on_compare: Type.Optional(Type.Boolean()),
  /**
   * The control's identity on screen. When an onchange answer gives the field another key (a relation whose options
   * depend on a field that just changed), the control is built anew: what was typed in it and the options it
   * remembered go with the old key.
   */
  fieldKey: Type.Optional(Type.String()),
  /** Fields whose change recomputes this one through the onchange call. */
  depends_on: Type.Optional(Type.Array(Type.String())),
  /** Static options of choice kinds; for async kinds the options of the current value. */
  values: Type.Optional(Type.Array(SelectOption)),
  format: Type.Optional(Type.String()),
  max_length: Type.Optional(Type.Integer()),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  /** Digits after the decimal point a number accepts (money: 2). */
  decimals: Type.Optional(Type.Integer()),
  rows: Type.Optional(Type.Integer()),
  transform: Type.Optional(Type.Union([Type.Literal('uppercase'), Type.Literal('uppercase_first')])),
  /** Relation kinds: the form that creates a new related record inline, and the field it fills. */
  new_form: Type.Optional(Type.String()),
  new_field: Type.Optional(Type.String()),
  /** The new related record's fields (keys), each opened with the value of a field beside this one (values). */
  new_params: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Relation kinds: the form a positive id links to. */
  link: Type.Optional(Type.String()),
  linkNewTab: Type.Optional(Type.Boolean()),
  /**
   * Relation kinds: options are searched only once something is typed, never on opening the list (relations to
   * large modules, where the first 10 names mean nothing).
   */
  cancel_auto_fetch: Type.Optional(Type.Boolean()),
  treeview: Type.Optional(Type.Array(TreeNodeSchema)),
  treeview_configuration: Type.Optional(
    Type.Object({ types: Type.Array(Type.String()), root_actions: Type.Array(Type.String()) }),
  ),
  validation_schema: Type.Optional(
    Type.Object({ schema: Type.Record(Type.String(), Type.Unknown()), message: Type.String() }),
  ),
  display_condition: Type.Optional(DisplayConditionSchema),
  /** Money: the adornment shown after the amount (default €). */
  adornment: Type.Optional(Type.String()),
  /** Content kinds: the HTML shown. */
  content: Type.Optional(Type.String()),
  /** Submit kind: the value written to a field before saving. */
  change_field: Type.Optional(Type.Object({ field: Type.String(), value: Type.Unknown() })),
  /**
   * Relation kinds: the options are asked again at every opening and search. Without it, the screen keeps each
   * search's options for the form's life (until it is loaded again).
   */
  noSelectOptionCache: Type.Optional(Type.Boolean()),
  /**
   * The record this field stands for, in another form: the field offers to open form `formName` at record
   * `formRecordId` in the sub-form dialog (SPEC §2), and reloads what it shows once that record is saved. No record
   * to open (null): nothing is offered.
   */
  formName: Type.Optional(Type.String()),
  formRecordId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** Searches start this many ms after typing stops (the select's default: 200). */
  debounceDelay: Type.Optional(Type.Integer()),
  /** Collections: how their rows are shown and edited — a CollectionForm (typed loosely here to avoid a cycle). */
  collection_form: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
};

/** SPEC §3 Property, for the fields of a form and of its collection rows. */
export const Property = Type.Object(PropertyFields);
export type Property = Static<typeof Property>;

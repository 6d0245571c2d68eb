import type { ExportFormatName, UiElement } from '@ossature/contract';
import type { FieldDefinition } from './field-definition.js';
import type { ListHook } from './kinds/list-hook.js';
import type { BulkActionDeclaration, ListColumnDeclaration } from './list-declaration.js';
import type { InlineCollectionDefinition, LinkedCollectionDefinition, ModuleDefinition } from './module-definition.js';
import type { ModuleRights } from './roles.js';

/** A field with its name, as the engines iterate over them. */
export interface NamedField {
  name: string;
  field: FieldDefinition;
}

export interface RegisteredInlineCollection {
  kind: 'inline';
  name: string;
  definition: InlineCollectionDefinition;
  table: string;
  fields: NamedField[];
  /** Fields with a column in the collection's table. */
  stored: NamedField[];
  columns: string[];
  layout: UiElement | undefined;
  /** The collections of each row, in tables pointing at this one's rows (one level: theirs are empty). */
  collections: RegisteredInlineCollection[];
}

export interface RegisteredLinkedCollection {
  kind: 'linked';
  name: string;
  definition: LinkedCollectionDefinition;
}

export type RegisteredCollection = RegisteredInlineCollection | RegisteredLinkedCollection;

/** A list column checked against its field: the field exists and its kind can be a column. */
export interface RegisteredListColumn {
  name: string;
  field: FieldDefinition;
  hook: ListHook;
  declaration: ListColumnDeclaration;
}

export interface RegisteredList {
  columns: RegisteredListColumn[];
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  linesDisplayed: number;
  search: string[];
  exportFormats: ExportFormatName[];
  bulkActions: RegisteredBulkAction[];
  onPopup: boolean;
}

/** A bulk action checked against its module: its fields are editable stored fields of it. */
export interface RegisteredBulkAction {
  name: string;
  module: string;
  declaration: BulkActionDeclaration;
  /** The fields its dialog asks for, as the module defines them, and the dialog's layout: one under the other. */
  fields: NamedField[];
  layout: UiElement;
}

/** A module definition checked and normalised by the registry: what every engine reads. */
export interface RegisteredModule {
  name: string;
  table: string;
  definition: ModuleDefinition;
  rights: ModuleRights;
  fields: NamedField[];
  /** Fields with a column in the module's table (computed ones included: lists and history read them). */
  stored: NamedField[];
  fieldByName: Map<string, FieldDefinition>;
  collections: RegisteredCollection[];
  layout: UiElement;
  list: RegisteredList;
}

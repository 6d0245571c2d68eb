import { Type, type Static } from 'typebox';
import { Button } from './form-button.js';
import { CollectionData } from './form-collection.js';
import { UiElementSchema } from './form-layout.js';
import { Property } from './form-property.js';
import { PreflightIssue } from './form-submit.js';

/** SPEC §3 Validation entry, as a conflict answer carries it. */
export const ValidationEntry = Type.Object({
  message: Type.String(),
  link: Type.String(),
  link_name: Type.String(),
  conflict: Type.Boolean(),
  table: Type.String(),
  identifier: Type.Integer(),
  fromDate: Type.String(),
});
export type ValidationEntry = Static<typeof ValidationEntry>;

/** 409 of a save based on an outdated version. */
export const ConflictAnswer = Type.Object({ message: Type.String(), validation: ValidationEntry });

export const SubmitMessage = Type.Object({ message: Type.String(), color: Type.String() });

/** Who created and last changed the record, for the form's footer. */
export const FooterHistory = Type.Object({
  created_at: Type.String(),
  created_by: Type.String(),
  updated_at: Type.String(),
  updated_by: Type.String(),
});

/** Data of a Chart element: labelled series, fetched with GET /proxy/form/chart/{form}/{id}/{name} when shown. */
export const ChartData = Type.Object({
  kind: Type.Union([Type.Literal('bar'), Type.Literal('line'), Type.Literal('pie')]),
  labels: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number()) })),
});
export type ChartData = Static<typeof ChartData>;

/** The side tools a record offers next to its form (SPEC §2 'Right tools panel'). */
export const SideToolName = Type.Union([
  Type.Literal('comments'),
  Type.Literal('documents'),
  Type.Literal('tasks'),
  Type.Literal('history'),
  /** The status chip and its timeline: the module declares a workflow (a new record says to save it first). */
  Type.Literal('workflow'),
  /** The 'Workflow de validation' drawer: the module declares a validation. */
  Type.Literal('validation'),
]);
export type SideToolName = Static<typeof SideToolName>;

/**
 * GET /proxy/form/{name}/{params}: everything the screen needs to render and edit one record (SPEC §3 Form state),
 * and the answer of a save (with `submit_message`) and of a copy (with `copy_id`).
 */
export const FormResponse = Type.Object({
  name: Type.String(),
  /** The record's title from the module's template; null for a new record (the screen shows 'Nouveau'). */
  title: Type.Union([Type.String(), Type.Null()]),
  identifier: Type.Union([Type.Integer(), Type.Null()]),
  table: Type.String(),
  help: Type.Optional(Type.String()),
  read_only: Type.Boolean(),
  /**
   * Why the record cannot be changed now by anyone, when it cannot (a validation in progress, SPEC §6): the form is
   * then read-only and shows the message.
   */
  lock: Type.Optional(Type.Object({ message: Type.String() })),
  /** Version the values were read at; a save sends it back so that a concurrent change is detected. */
  version: Type.Union([Type.Integer(), Type.Null()]),
  /** When the values were read (ISO): the `fromDate` of a conflict. */
  loaded_at: Type.String(),
  properties: Type.Record(Type.String(), Property),
  required: Type.Array(Type.String()),
  /** The layout tree (SPEC's `tabs`): a Categorization when the form has tabs. */
  layout: UiElementSchema,
  buttons: Type.Array(Button),
  values: Type.Record(Type.String(), Type.Unknown()),
  collection: Type.Record(Type.String(), CollectionData),
  footer_history: Type.Optional(FooterHistory),
  /**
   * SPEC §3 form_validation: findings about the record as a whole, shown above the form while the user edits (an
   * absence over another of the employee's). They block nothing; the save's checks decide. The onchange call gives
   * them again when one of `form_validation_depends_on` changes.
   */
  form_validation: Type.Optional(Type.Array(PreflightIssue)),
  form_validation_depends_on: Type.Optional(Type.Array(Type.String())),
  /** The tools next to the record: a saved record of a module stored in its own table has them; a new record only the status chip. */
  side_tools: Type.Array(SideToolName),
  /** Values a Planning element reads: planning_days, planning_informations_label, planning_scale… (SPEC §2). */
  planning: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  post_submit_url: Type.Optional(Type.String()),
  post_submit_go_back: Type.Optional(Type.Boolean()),
  submit_message: Type.Optional(SubmitMessage),
  copy_id: Type.Optional(Type.Integer()),
  /** A bulk action's form: how many rows the selection holds now, the number the user confirms. */
  bulk: Type.Optional(Type.Object({ count: Type.Integer(), batch_id: Type.Optional(Type.Integer()) })),
});
export type FormResponse = Static<typeof FormResponse>;

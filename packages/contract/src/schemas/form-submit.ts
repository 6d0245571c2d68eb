import { Type, type Static } from 'typebox';
import { RecordWatchers } from './watcher.js';
import { RecordId } from './common.js';

const submittedRow = {
  identifier: Type.Union([RecordId, Type.Null()]),
  values: Type.Record(Type.String(), Type.Unknown()),
};

/**
 * A row as sent, with the rows of its nested collections (`collection`; one level is built, so theirs hold none).
 * Without `collection`, or without one of its collections, a row's nested rows stay as stored.
 */
const SubmittedRow = Type.Object(
  {
    ...submittedRow,
    collection: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.Object(submittedRow, { additionalProperties: false }), { maxItems: 2000 })),
    ),
  },
  { additionalProperties: false },
);

/** POST /proxy/form/{name}: the values and inline collections of one record, with the version they were read at. */
export const FormSubmission = Type.Object(
  {
    identifier: Type.Union([RecordId, Type.Null()]),
    values: Type.Record(Type.String(), Type.Unknown()),
    collection: Type.Optional(Type.Record(Type.String(), Type.Array(SubmittedRow, { maxItems: 2000 }))),
    version: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    /** `loaded_at` of the form the values come from: a conflict lists what changed since. */
    loaded_at: Type.Optional(Type.String({ maxLength: 40 })),
    /** The user saw the conflict and chose to overwrite the other change (SPEC §3 Validation entry). */
    confirm_conflict: Type.Optional(Type.Boolean()),
    /**
     * What the user started from, for what they changed: each changed field's value as loaded, and the loaded rows of
     * each changed collection. A save applied over a newer version (confirmed, or queued behind the same author's)
     * writes only these changes onto the stored record (three-way merge); without it, everything sent overwrites.
     */
    original: Type.Optional(
      Type.Object(
        {
          values: Type.Record(Type.String(), Type.Unknown()),
          collection: Type.Optional(Type.Record(Type.String(), Type.Array(SubmittedRow, { maxItems: 2000 }))),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FormSubmission = Static<typeof FormSubmission>;

/** A preflight finding: errors block the save, warnings ask for confirmation (SPEC §5 Preflight). */
export const PreflightIssue = Type.Object({
  text: Type.String(),
  from: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
});
export type PreflightIssue = Static<typeof PreflightIssue>;

export const PreflightResponse = Type.Object({
  errors: Type.Array(PreflightIssue),
  warnings: Type.Array(PreflightIssue),
});
export type PreflightResponse = Static<typeof PreflightResponse>;

/** DELETE /proxy/form/{name}. */
export const FormDeleteRequest = Type.Object(
  {
    identifier: RecordId,
    values: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

export const FormDeleteResponse = Type.Object({
  message: Type.String(),
  return_delete_url: Type.Optional(Type.String()),
});

/** POST /proxy/form/onchange/{form}/{field}: the form as it is on screen. */
export const OnchangeRequest = Type.Object(
  {
    identifier: Type.Optional(Type.Union([RecordId, Type.Null()])),
    values: Type.Record(Type.String(), Type.Unknown()),
    collection: Type.Optional(Type.Record(Type.String(), Type.Array(SubmittedRow, { maxItems: 2000 }))),
  },
  { additionalProperties: false },
);
export type OnchangeRequest = Static<typeof OnchangeRequest>;

/**
 * SPEC §3 Dynamic form response. What changed: recomputed values (and options to reload) per property; per row of the
 * changed collection, in the order sent, its computed values; the record's findings (`form_validation`) when they
 * depend on the change; the collections whose rows follow the change, to fetch again (`reload_collection`).
 */
export const OnchangeResponse = Type.Object({
  properties: Type.Record(
    Type.String(),
    Type.Object({
      value: Type.Optional(Type.Unknown()),
      reload: Type.Optional(Type.Boolean()),
      /** SPEC §3 Property error: the field's constraint broken by the values on screen ('{label} : {constraint}'), null once kept. */
      error: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      /** The field's new identity on screen (SPEC §3 fieldKey): its control is built anew. */
      fieldKey: Type.Optional(Type.String()),
      /** The record the field now stands for (SPEC §3 formRecordId), null for none. */
      formRecordId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    }),
  ),
  collection: Type.Record(
    Type.String(),
    Type.Array(Type.Object({ identifier: Type.Union([Type.Integer(), Type.Null()]), values: Type.Record(Type.String(), Type.Unknown()) })),
  ),
  form_validation: Type.Optional(Type.Array(PreflightIssue)),
  reload_collection: Type.Optional(Type.Array(Type.String())),
  /** The watcher toggle's field change (`watchers`, SPEC §4): the record's watchers once it is applied. */
  watchers: Type.Optional(RecordWatchers),
});
export type OnchangeResponse = Static<typeof OnchangeResponse>;

/** DELETE /form/{form}/{base64(primaryKey=id)}: an empty list means deleted; otherwise the first text is shown. */
export const SubFormDeleteResponse = Type.Object({ errors: Type.Array(Type.Object({ text: Type.String() })) });

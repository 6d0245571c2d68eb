import { Type, type Static } from 'typebox';
import { MAX_RECORD_ID } from '../constants/record-id.js';

/** A per-field or global error the API reports; `path` names the field (dotted for nested values). */
export const FieldError = Type.Object({
  path: Type.Optional(Type.String()),
  text: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

/**
 * Every non-2xx answer of the API. `protected: true` on a 403 tells the client not to refresh its token and retry
 * (SPEC §8): the refusal is about the resource, not about a stale session.
 */
export const ApiError = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldError)),
  protected: Type.Optional(Type.Boolean()),
});
export type ApiError = Static<typeof ApiError>;

/** The legacy wire format of boolean flags: '1' or '0'. */
export const Flag = Type.Union([Type.Literal('1'), Type.Literal('0')]);
export type Flag = Static<typeof Flag>;

export const toFlag = (value: boolean): Flag => (value ? '1' : '0');

/** A module name as the side tools address records with it (SPEC's object_name). */
export const ObjectName = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });

/** A record's id as a request names it: a larger one than MAX_RECORD_ID names no record and is refused (400). */
export const RecordId = Type.Integer({ minimum: 1, maximum: MAX_RECORD_ID });

import { Type, type Static } from 'typebox';
import { ObjectName, RecordId } from './common.js';

/**
 * How often an open form says it is still there, and how long after its last word it stops counting (beyond the spec,
 * issue 14 item 7): a tab closed without saying goodbye (a crash, a lost network) drops out after two missed beats.
 */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
export const PRESENCE_STALE_SECONDS = 45;

/** A field name, as module definitions spell them. */
const FieldName = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });

/**
 * Someone with a record open: the avatar the others see (`since`: when they opened it, their earliest open tab).
 * `editing`: the rich-text field one of their tabs has the focus in (SPEC §2 'Editor: focus notifies the server'),
 * so that the others know before they both write the same text; null when none.
 */
export const RecordViewer = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  initials: Type.String(),
  since: Type.String(),
  editing: Type.Union([Type.String(), Type.Null()]),
});
export type RecordViewer = Static<typeof RecordViewer>;

/** GET /api-internal/presence/{form}/{id} and POST /api-internal/presence: the other users on the record now. */
export const RecordPresence = Type.Object({ viewers: Type.Array(RecordViewer) });
export type RecordPresence = Static<typeof RecordPresence>;

/**
 * POST /api-internal/presence: a form screen opened ('here', then every PRESENCE_HEARTBEAT_SECONDS) or left ('gone')
 * a record. `tab` is a random id per browser tab, so that one user's two tabs count once but leave one by one.
 * `editing` (with 'here'): the rich-text field this tab's focus entered, null when it left it; a beat without it
 * means none.
 */
export const PresenceRequest = Type.Object(
  {
    form: ObjectName,
    id: RecordId,
    tab: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    state: Type.Union([Type.Literal('here'), Type.Literal('gone')]),
    editing: Type.Optional(Type.Union([FieldName, Type.Null()])),
  },
  { additionalProperties: false },
);
export type PresenceRequest = Static<typeof PresenceRequest>;

export const PresenceParams = Type.Object({ form: ObjectName, id: RecordId });
export type PresenceParams = Static<typeof PresenceParams>;

/** PRESENCE_UPDATED's payload, to the whole organisation: everyone on the record now (each screen leaves itself out). */
export interface PresenceUpdatedPayload {
  form: string;
  id: number;
  viewers: RecordViewer[];
}

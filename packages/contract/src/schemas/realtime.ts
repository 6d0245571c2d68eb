import { Type, type Static } from 'typebox';
import { REALTIME_MESSAGE_TYPES, type RealtimeMessageType } from '../constants/realtime-message-types.js';

/**
 * One event of an organisation's stream (the SSE `data:` of a message whose `event:` is its type and `id:` its id).
 * `to` names the one user it is addressed to (SPEC §6: a user handles only the events addressed to them); null
 * addresses everyone of the organisation, such as a record saved.
 */
export const RealtimeEvent = Type.Object({
  id: Type.String(),
  type: Type.Unsafe<RealtimeMessageType>(Type.String({ enum: [...REALTIME_MESSAGE_TYPES] })),
  to: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
});
export type RealtimeEvent = Static<typeof RealtimeEvent>;

/** FORM_UPDATED's payload: which record was saved, its version now, and by whom. */
export interface FormUpdatedPayload {
  form: string;
  id: number;
  version: number;
  username: string;
  name: string;
}

/**
 * POST /api-internal/realtime/ticket: what opens the stream. A browser's EventSource cannot send the bearer header,
 * and the session token never goes in a URL: the ticket is short-lived, bound to this session, and names nothing else.
 */
export const RealtimeTicket = Type.Object({ ticket: Type.String(), expires_in: Type.Integer() });
export type RealtimeTicket = Static<typeof RealtimeTicket>;

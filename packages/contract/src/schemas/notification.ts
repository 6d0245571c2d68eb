import { Type, type Static } from 'typebox';
import { RecordId } from './common.js';

/** Why a user is notified: what the bell's popover may show by kind. */
export const NotificationType = Type.Union([
  Type.Literal('mention'),
  Type.Literal('watch'),
  Type.Literal('task'),
  Type.Literal('validation'),
]);
export type NotificationType = Static<typeof NotificationType>;

/** SPEC §3 Notification: `message` is sanitised HTML; unread while `read_at` is null. */
export const Notification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  /** An app path ('/form/…') or an external URL (opened in a new tab). */
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  read_at: Type.Union([Type.String(), Type.Null()]),
  sender_id: Type.Union([Type.Integer(), Type.Null()]),
  send_by: Type.String(),
  send_by_initial: Type.String(),
  /** The recipient's username. */
  to: Type.String(),
  type: NotificationType,
  /** The user's first notification ever (the popover may greet them). */
  is_first_notification: Type.Boolean(),
  /** A task notification: whom the task is given to now. */
  task_assigned_to: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type Notification = Static<typeof Notification>;

/** SPEC §9: the popover's page of notifications, older ones loaded by last id. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Notifications older than this are not listed (SPEC §8 'pour les 30 derniers jours'). */
export const NOTIFICATION_DAYS = 30;

/** GET /api-internal/notification (SPEC §7: optional last_id, count_only=1, unread=1). */
export const NotificationQuery = Type.Object(
  {
    last_id: Type.Optional(RecordId),
    count_only: Type.Optional(Type.Literal('1')),
    unread: Type.Optional(Type.Literal('1')),
  },
  { additionalProperties: false },
);
export type NotificationQuery = Static<typeof NotificationQuery>;

/** The page (newest first, older than last_id), whether older ones remain, and how many are unread in all. */
export const NotificationPage = Type.Object({ data: Type.Array(Notification), has_more: Type.Boolean(), unread: Type.Integer() });
export type NotificationPage = Static<typeof NotificationPage>;

/** count_only=1: how many are unread. */
export const NotificationCount = Type.Object({ unread: Type.Integer() });
export type NotificationCount = Static<typeof NotificationCount>;

/** POST /api-internal/notification (SPEC §7): mark one read or unread, or all read. */
export const NotificationUpdate = Type.Union([
  Type.Object({ type: Type.Literal('update'), values: Type.Object({ id: RecordId, read: Type.Boolean() }, { additionalProperties: false }) }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('read_all'), values: Type.Optional(Type.Object({}, { additionalProperties: false })) }, { additionalProperties: false }),
]);
export type NotificationUpdate = Static<typeof NotificationUpdate>;

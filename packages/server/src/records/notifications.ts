import { type Notification, type NotificationType, cutLabel, encodeParams, initialsOf, messages } from '@ossature/contract';
import sanitizeHtml from 'sanitize-html';
import { isoNow } from '../infra/clock.js';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { sanitizeUserHtml } from '../metadata/kinds/html-kind.js';
import { actingCallers } from './acting-caller.js';
import { type RecordDeps, canRead } from './record-access.js';

/** Who a notification is from: a colleague who acted; null for the application itself. */
export interface NotificationSender {
  userId: number;
  name: string;
}

export interface NewNotification {
  clientId: number;
  /** User ids; repeated ones are told once, the sender never, and only the organisation's active users at all. */
  recipients: readonly number[];
  sender: NotificationSender | null;
  type: NotificationType;
  /** Plain text. */
  title: string;
  /** HTML, sanitised again before it is stored: escape any text put into it (`escapeHtml`, `textExcerpt`). */
  message: string;
  link: string | null;
  taskId?: number | null;
  /** About a record of this module: only recipients who may read its records are told. */
  module?: string;
}

/** Notifications written, to publish once their transaction is committed. */
export interface WrittenNotifications {
  clientId: number;
  notifications: Notification[];
}

/** How many characters of a comment or a description a notification's message quotes. */
export const NOTIFICATION_EXCERPT = 200;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'", '#x27': "'" };

/** The text of some HTML, its blocks apart, cut to `max` characters (with '…') and escaped back as HTML. */
export function textExcerpt(html: string, max = NOTIFICATION_EXCERPT): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|pre|td|th)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (_whole, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return escapeHtml(cutLabel(text, max));
}

/** The path of a record's form in the web app (`/form/{module}/{base64 id=N}`), with an anchor if given. */
export const recordLink = (module: string, id: number, anchor?: string) =>
  `/form/${module}/${encodeURIComponent(encodeParams({ id }))}${anchor ? `#${anchor}` : ''}`;

/** The notifications as the bell reads them: sender's name and initials, recipient's username, first one or not. */
export function notificationRows(db: DynamicDb) {
  return db
    .selectFrom('notification as n')
    .innerJoin('app_user as recipient', 'recipient.id', 'n.user_id')
    .leftJoin('app_user as sender', 'sender.id', 'n.sender_id')
    .leftJoin('task as t', 't.id', 'n.task_id')
    .select([
      'n.id',
      'n.title',
      'n.message',
      'n.link',
      'n.created_at',
      'n.read_at',
      'n.sender_id',
      'n.type',
      'n.task_id',
      'recipient.username as to',
      'sender.name as sender_name',
      't.assigned_to as task_assigned_to',
    ])
    .select((eb) => eb.selectFrom('notification as first').select((inner) => inner.fn.min('first.id').as('first_id')).whereRef('first.user_id', '=', 'n.user_id').as('first_id'))
    .$castTo<NotificationRow>();
}

/** A row of `notificationRows` (module tables make the database's type loose: the columns are named here). */
interface NotificationRow {
  id: number;
  title: string;
  message: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
  sender_id: number | null;
  type: string;
  task_id: number | null;
  to: string;
  sender_name: string | null;
  task_assigned_to: number | null;
  /** The recipient's first notification's id. */
  first_id: number;
}

export function notificationOf(row: NotificationRow): Notification {
  const sendBy = row.sender_name ?? messages.notification.systemSender;
  return {
    id: Number(row.id),
    title: row.title,
    message: row.message,
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
    sender_id: row.sender_id === null ? null : Number(row.sender_id),
    send_by: sendBy,
    send_by_initial: initialsOf(sendBy),
    to: row.to,
    type: row.type as NotificationType,
    is_first_notification: Number(row.first_id) === Number(row.id),
    task_assigned_to: row.task_id === null || row.task_assigned_to === null ? null : Number(row.task_assigned_to),
  };
}

/** The recipients to tell: once each, never the sender, active users of the organisation who may read the record. */
async function recipientsOf(deps: RecordDeps, db: DynamicDb, input: NewNotification): Promise<number[]> {
  const ids = [...new Set(input.recipients)].filter((id) => Number.isSafeInteger(id) && id !== input.sender?.userId);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('app_user').select('id').where('client_id', '=', input.clientId).where('active', '=', 1).where('id', 'in', ids).orderBy('id').execute();
  const active = rows.map((row) => Number(row.id));
  if (!input.module) return active;
  const callers = await actingCallers(db, active);
  return active.filter((id) => {
    const caller = callers.get(id);
    return caller !== undefined && canRead(deps, caller, input.module!);
  });
}

/**
 * Writes one notification per recipient on `db` — the caller's transaction when given, so that the notification and
 * what it tells of are one — and returns them as the bell reads them, to publish once committed.
 */
export async function writeNotifications(deps: RecordDeps, input: NewNotification, db: DynamicDb = deps.db): Promise<WrittenNotifications> {
  const recipients = await recipientsOf(deps, db, input);
  if (recipients.length === 0) return { clientId: input.clientId, notifications: [] };
  const now = isoNow(deps.clock);
  const message = sanitizeUserHtml(input.message);
  const inserted = await db
    .insertInto('notification')
    .values(
      recipients.map((userId) => ({
        client_id: input.clientId,
        user_id: userId,
        sender_id: input.sender?.userId ?? null,
        type: input.type,
        title: input.title,
        message,
        link: input.link,
        task_id: input.taskId ?? null,
        created_at: now,
        read_at: null,
      })),
    )
    .returning('id')
    .execute();
  const rows = await notificationRows(db)
    .where('n.id', 'in', inserted.map((row) => Number(row.id)))
    .orderBy('n.id')
    .execute();
  return { clientId: input.clientId, notifications: rows.map(notificationOf) };
}

/**
 * NOTIFY_USER to each recipient, addressed to their username (SPEC §6), the notification whole so that the screen
 * adds or replaces it by id. Run once the write is committed: a bus that fails loses the announcement, never the
 * notification, which the bell reads at its next opening.
 */
export async function publishNotifications(deps: RecordDeps, written: WrittenNotifications): Promise<void> {
  for (const notification of written.notifications) {
    try {
      await deps.events.publish(written.clientId, { type: 'NOTIFY_USER', to: notification.to, payload: { notification } });
    } catch (error) {
      process.emitWarning(`notification ${notification.id} not announced: ${String(error)}`);
    }
  }
}

/**
 * Notifies users of something already committed (a comment saved, a task given, a record changed): writes, then
 * publishes. Telling people is secondary to what they are told of: a failure is logged, never thrown.
 */
export async function notifyUsers(deps: RecordDeps, input: NewNotification): Promise<Notification[]> {
  try {
    const written = await writeNotifications(deps, input);
    await publishNotifications(deps, written);
    return written.notifications;
  } catch (error) {
    process.emitWarning(`${input.type} notification not written: ${String(error)}`);
    return [];
  }
}

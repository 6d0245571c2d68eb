import { ApiError, NOTIFICATION_DAYS, NOTIFICATION_PAGE_SIZE, NotificationCount, NotificationPage, NotificationQuery, NotificationUpdate, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { isoAfter, isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import { notificationOf, notificationRows } from '../../records/notifications.js';

const DAY_MS = 86_400_000;

/**
 * The bell (SPEC §4 Notifications, §7): GET /api-internal/notification lists the caller's notifications of the last
 * 30 days, newest first, 20 at a time (older than `last_id` when given; unread ones only with `unread=1`), or counts
 * the unread ones with `count_only=1`; POST marks one read or unread (`update`) or all read (`read_all`), and answers
 * the unread count. A user reads and marks only their own: another's id is as unknown as a missing one.
 */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.records.db;
  /** The caller's notifications still listed: those of the last 30 days. */
  const own = (userId: number, clientId: number) => {
    const since = isoAfter(app.clock, -NOTIFICATION_DAYS * DAY_MS);
    return notificationRows(db).where('n.user_id', '=', userId).where('n.client_id', '=', clientId).where('n.created_at', '>=', since);
  };
  const unreadCount = async (userId: number, clientId: number): Promise<number> => {
    const row = await db
      .selectFrom('notification')
      .select(sql<number>`count(*)`.as('count'))
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .where('read_at', 'is', null)
      .where('created_at', '>=', isoAfter(app.clock, -NOTIFICATION_DAYS * DAY_MS))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };

  app.get(
    '/api-internal/notification',
    { schema: { querystring: NotificationQuery, response: { 200: Type.Union([NotificationPage, NotificationCount]), 400: ApiError } } },
    async (request) => {
      const { userId, clientId } = (await app.callerOf(request)).auth;
      const unread = await unreadCount(userId, clientId);
      if (request.query.count_only === '1') return { unread };
      let query = own(userId, clientId);
      if (request.query.last_id !== undefined) query = query.where('n.id', '<', request.query.last_id);
      if (request.query.unread === '1') query = query.where('n.read_at', 'is', null);
      const rows = await query.orderBy('n.id', 'desc').limit(NOTIFICATION_PAGE_SIZE + 1).execute();
      return { data: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(notificationOf), has_more: rows.length > NOTIFICATION_PAGE_SIZE, unread };
    },
  );

  app.post(
    '/api-internal/notification',
    { schema: { body: NotificationUpdate, response: { 200: NotificationCount, 400: ApiError, 404: ApiError } } },
    async (request) => {
      const { userId, clientId } = (await app.callerOf(request)).auth;
      const now = isoNow(app.clock);
      const body = request.body;
      if (body.type === 'update') {
        // Read again keeps the first reading's time; unread clears it.
        const updated = await db
          .updateTable('notification')
          .set({ read_at: body.values.read ? sql<string>`coalesce(read_at, ${now})` : null })
          .where('id', '=', body.values.id)
          .where('user_id', '=', userId)
          .where('client_id', '=', clientId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, messages.notification.notificationNotFound);
      } else {
        await db.updateTable('notification').set({ read_at: now }).where('user_id', '=', userId).where('client_id', '=', clientId).where('read_at', 'is', null).execute();
      }
      return { unread: await unreadCount(userId, clientId) };
    },
  );
};

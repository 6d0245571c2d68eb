import { type Comment, type MentionedUser, initialsOf } from '@ossature/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infra/tables.js';
import { mentionedUsernames } from './comment-mentions.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a comment belongs: the organisation and the record. */
export interface CommentPlace {
  clientId: number;
  module: string;
  recordId: number;
}

export interface StoredComment {
  id: number;
  createdBy: number;
  place: CommentPlace;
}

/** A record's comments (or the one asked for), newest first, with their authors and the colleagues they mention. */
export async function commentsOf(db: Db, place: CommentPlace, callerId: number, writable: boolean, onlyId?: number): Promise<Comment[]> {
  let query = db
    .selectFrom('record_comment as c')
    .innerJoin('app_user as u', 'u.id', 'c.created_by')
    .select(['c.id', 'c.content', 'c.created_at', 'c.updated_at', 'c.created_by', 'u.name'])
    .where('c.client_id', '=', place.clientId)
    .where('c.module', '=', place.module)
    .where('c.record_id', '=', place.recordId);
  if (onlyId !== undefined) query = query.where('c.id', '=', onlyId);
  const rows = await query.orderBy('c.id', 'desc').execute();
  const mentions = await mentionsOf(db, rows.map((row) => Number(row.id)));
  return rows.map((row) => ({
    id: Number(row.id),
    content: row.content,
    user: row.name,
    user_id: Number(row.created_by),
    userInitials: initialsOf(row.name),
    created_at: row.created_at,
    updated_at: row.updated_at,
    users_data: mentions.get(Number(row.id)) ?? [],
    editable: writable && Number(row.created_by) === callerId,
  }));
}

async function mentionsOf(db: Db, commentIds: number[]): Promise<Map<number, MentionedUser[]>> {
  const byComment = new Map<number, MentionedUser[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .selectFrom('record_comment_mention as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select(['m.comment_id', 'u.id', 'u.name', 'u.username'])
    .where('m.comment_id', 'in', commentIds)
    .orderBy('u.name')
    .execute();
  for (const row of rows) {
    const list = byComment.get(Number(row.comment_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name, username: row.username });
    byComment.set(Number(row.comment_id), list);
  }
  return byComment;
}

/** One comment of the organisation, wherever it is; undefined for another organisation's. */
export async function findComment(db: Db, clientId: number, id: number): Promise<StoredComment | undefined> {
  const row = await db
    .selectFrom('record_comment')
    .select(['id', 'created_by', 'module', 'record_id'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && { id: Number(row.id), createdBy: Number(row.created_by), place: { clientId, module: row.module, recordId: Number(row.record_id) } };
}

/**
 * Writes a comment (new, or changed by its author) and the colleagues of the organisation it mentions, at once.
 * Answers its id and the colleagues it mentions now and did not before: those to notify.
 */
export async function writeComment(
  db: Kysely<Database>,
  place: CommentPlace,
  author: number,
  content: string,
  now: string,
  id?: number,
): Promise<{ id: number; newlyMentioned: number[] }> {
  return db.transaction().execute(async (trx) => {
    let commentId = id;
    let before = new Set<number>();
    if (commentId === undefined) {
      const row = await trx
        .insertInto('record_comment')
        .values({ client_id: place.clientId, module: place.module, record_id: place.recordId, content, created_at: now, created_by: author, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      commentId = Number(row.id);
    } else {
      await trx.updateTable('record_comment').set({ content, updated_at: now }).where('id', '=', commentId).execute();
      const previous = await trx.selectFrom('record_comment_mention').select('user_id').where('comment_id', '=', commentId).execute();
      before = new Set(previous.map((row) => Number(row.user_id)));
      await trx.deleteFrom('record_comment_mention').where('comment_id', '=', commentId).execute();
    }
    const usernames = mentionedUsernames(content);
    let mentioned: number[] = [];
    if (usernames.length > 0) {
      const users = await trx
        .selectFrom('app_user')
        .select('id')
        .where('client_id', '=', place.clientId)
        .where('active', '=', 1)
        .where('username', 'in', usernames)
        .execute();
      mentioned = users.map((user) => Number(user.id));
      if (users.length > 0) {
        await trx
          .insertInto('record_comment_mention')
          .values(users.map((user) => ({ comment_id: commentId, user_id: Number(user.id) })))
          .execute();
      }
    }
    return { id: commentId, newlyMentioned: mentioned.filter((userId) => !before.has(userId)) };
  });
}

export async function removeComment(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('record_comment_mention').where('comment_id', '=', id).execute();
    await trx.deleteFrom('record_comment').where('id', '=', id).execute();
  });
}

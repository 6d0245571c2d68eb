import { ApiError, Comment, CommentList, CommentSaveRequest, ObjectName, RecordId, formatMessage, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sanitizeHtml from 'sanitize-html';
import { Type } from 'typebox';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import { sanitizeUserHtml } from '../../metadata/kinds/html-kind.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import type { Caller } from '../../records/caller.js';
import { notifyUsers, recordLink, textExcerpt } from '../../records/notifications.js';
import { recordTarget } from '../record-tools/record-target.js';
import { type StoredComment, commentsOf, findComment, removeComment, writeComment } from './comment-store.js';

const text = messages.comment;
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/** Whether sanitised HTML still shows something: text, or an image or a video. */
const isBlank = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '' && !/<(img|iframe)\b/i.test(html);

/**
 * The comments of a record (SPEC §4 comments; the calls are ours, SPEC §7 does not show them):
 * GET /api-internal/comment/{object_name}/{object_id}, POST /api-internal/comment/save, POST
 * /api-internal/comment/delete/{id}. Reading needs the record; writing needs the right to change it (a read-only form
 * hides add/edit/delete, and the server agrees); a comment is edited or deleted by its author only. HTML is sanitised
 * with the editor's own allowlist before it is stored.
 */
export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.records;

  /** The caller's own comment, on a record they may still change. Another organisation's is as unknown as none. */
  async function ownComment(caller: Caller, id: number): Promise<StoredComment> {
    const comment = await findComment(app.db.kysely, caller.auth.clientId, id);
    if (!comment) throw new HttpError(404, text.commentNotFound);
    await recordTarget(deps, caller, comment.place.module, comment.place.recordId, 'update').catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 403 ? new HttpError(403, text.readOnlyRecord, { protected: true }) : new HttpError(404, text.commentNotFound);
    });
    if (comment.createdBy !== caller.auth.userId) throw new HttpError(403, text.notYours, { protected: true });
    return comment;
  }

  app.get(
    '/api-internal/comment/:object_name/:object_id',
    { schema: { params: Type.Object({ object_name: ObjectName, object_id: RecordId }), response: { 200: CommentList, ...errors } } },
    async (request) => {
      const caller = await app.callerOf(request);
      const target = await recordTarget(deps, caller, request.params.object_name, request.params.object_id);
      const place = { clientId: caller.auth.clientId, module: target.module.definition.name, recordId: target.recordId };
      return { data: await commentsOf(app.db.kysely, place, caller.auth.userId, target.writable), can_comment: target.writable };
    },
  );

  app.post('/api-internal/comment/save', { schema: { body: CommentSaveRequest, response: { 200: Comment, 201: Comment, ...errors } } }, async (request, reply) => {
    const caller = await app.callerOf(request);
    const { object_name, object_id, id, content } = request.body;
    if (hasInvalidCharacters(content)) throw new HttpError(400, messages.form.invalidCharacters);
    const clean = sanitizeUserHtml(content);
    if (isBlank(clean)) throw new HttpError(400, text.emptyContent);
    const target = await recordTarget(deps, caller, object_name, object_id, 'update').catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 403 ? new HttpError(403, text.readOnlyRecord, { protected: true }) : error;
    });
    const place = { clientId: caller.auth.clientId, module: target.module.definition.name, recordId: target.recordId };
    if (id !== undefined) {
      const existing = await ownComment(caller, id);
      // A comment stays on its record: an id from elsewhere is not this record's comment.
      if (existing.place.module !== place.module || existing.place.recordId !== place.recordId) throw new HttpError(404, text.commentNotFound);
    }
    const { id: savedId, newlyMentioned } = await writeComment(app.db.kysely, place, caller.auth.userId, clean, isoNow(app.clock), id);
    // Each colleague the comment now mentions, and did not before, is told once: an edit adding no one tells no one.
    await notifyUsers(deps, {
      clientId: place.clientId,
      recipients: newlyMentioned,
      sender: { userId: caller.auth.userId, name: caller.auth.name },
      type: 'mention',
      title: formatMessage(messages.notification.mentioned, { name: caller.auth.name }),
      message: textExcerpt(clean),
      link: recordLink(place.module, place.recordId, `comment_id_${savedId}`),
      module: place.module,
    });
    const [saved] = await commentsOf(app.db.kysely, place, caller.auth.userId, true, savedId);
    return reply.status(id === undefined ? 201 : 200).send(saved!);
  });

  app.post(
    '/api-internal/comment/delete/:id',
    { schema: { params: Type.Object({ id: RecordId }), response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      const caller = await app.callerOf(request);
      await ownComment(caller, request.params.id);
      await removeComment(app.db.kysely, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import { Type, type Static } from 'typebox';
import { ObjectName, RecordId } from './common.js';


/** A colleague a comment mentions (SPEC §3 Comment users_data). */
export const MentionedUser = Type.Object({ id: Type.Integer(), name: Type.String(), username: Type.String() });
export type MentionedUser = Static<typeof MentionedUser>;

/** SPEC §3 Comment: sanitised HTML, its author, when, and whom it mentions. */
export const Comment = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  user: Type.String(),
  user_id: Type.Integer(),
  userInitials: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  users_data: Type.Array(MentionedUser),
  /** The caller wrote it and may still change the record: they may edit or delete it. */
  editable: Type.Boolean(),
});
export type Comment = Static<typeof Comment>;

/** GET /api-internal/comment/{object_name}/{object_id}: newest first; can_comment false on a record the caller only reads. */
export const CommentList = Type.Object({ data: Type.Array(Comment), can_comment: Type.Boolean() });
export type CommentList = Static<typeof CommentList>;

/** Largest comment accepted, in characters of HTML. */
export const COMMENT_MAX_LENGTH = 100_000;

/** POST /api-internal/comment/save: a new comment (no id) on the record, or the caller's own comment changed. */
export const CommentSaveRequest = Type.Object(
  {
    object_name: ObjectName,
    object_id: RecordId,
    id: Type.Optional(RecordId),
    content: Type.String({ maxLength: COMMENT_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type CommentSaveRequest = Static<typeof CommentSaveRequest>;

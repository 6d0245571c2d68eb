import { Type, type Static } from 'typebox';

/**
 * GET /api-internal/watcher/{object_name}/{object_id}, and the answer of the toggle's field change (`watchers`, SPEC
 * §4): who watches the record (SPEC §3 Form state watchers) and whether the caller does. Watchers are told of the
 * record's changes.
 */
export const RecordWatchers = Type.Object({
  watching: Type.Boolean(),
  users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type RecordWatchers = Static<typeof RecordWatchers>;

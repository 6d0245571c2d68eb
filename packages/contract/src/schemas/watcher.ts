import { Type, type Static } from 'typebox';

/**
 * GET and POST /api-internal/watcher/{object_name}/{object_id}: who watches the record (SPEC §3 Form state watchers)
 * and whether the caller does. Watchers are told of the record's changes once notifications exist.
 */
export const RecordWatchers = Type.Object({
  watching: Type.Boolean(),
  users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type RecordWatchers = Static<typeof RecordWatchers>;

/** The watcher toggle (SPEC §4): the caller starts (true) or stops (false) watching. */
export const WatchRequest = Type.Object({ watch: Type.Boolean() }, { additionalProperties: false });
export type WatchRequest = Static<typeof WatchRequest>;

import { Type, type Static } from 'typebox';

/** How many user actions the web app keeps to explain a crash (SPEC §9 'Tracked actions 20'). */
export const TRACKED_ACTIONS_MAX = 20;

export const TrackedAction = Type.Object({
  type: Type.String({ maxLength: 100 }),
  at: Type.String({ maxLength: 40 }),
  detail: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type TrackedAction = Static<typeof TrackedAction>;

/** POST /api-internal/error: what the error screen reports of a render failure (SPEC §7). */
export const ErrorReport = Type.Object(
  {
    user: Type.String({ maxLength: 200 }),
    location: Type.String({ maxLength: 2000 }),
    error: Type.String({ maxLength: 4000 }),
    info: Type.String({ maxLength: 20000 }),
    code: Type.String({ pattern: '^[A-Z0-9-]{4,40}$' }),
    actions: Type.Array(TrackedAction, { maxItems: TRACKED_ACTIONS_MAX }),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReport>;

export const ErrorReportResponse = Type.Object({ code: Type.String() });
export type ErrorReportResponse = Static<typeof ErrorReportResponse>;

import { Type, type Static } from 'typebox';

/** A menu entry that leads somewhere. */
export const NavigationItem = Type.Object({
  name: Type.String(),
  title: Type.String(),
  path: Type.String(),
  /** A Material icon name (English, snake_case), e.g. `people`. */
  icon: Type.Optional(Type.String()),
});
export type NavigationItem = Static<typeof NavigationItem>;

/** A top-level menu entry: a direct link, or a group with child entries (SPEC §3 Navigation entry). */
export const NavigationEntry = Type.Object({
  name: Type.String(),
  title: Type.String(),
  path: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  children: Type.Optional(Type.Array(NavigationItem)),
});
export type NavigationEntry = Static<typeof NavigationEntry>;

export const NavigationResponse = Type.Array(NavigationEntry);
export type NavigationResponse = Static<typeof NavigationResponse>;

export const NavigationParams = Type.Object({
  name: Type.String({ pattern: '^[a-z0-9_-]{1,64}$' }),
  param: Type.Optional(Type.String({ maxLength: 500 })),
});

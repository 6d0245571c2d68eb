import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Where a shortcut opens: in the app's tab ('_self', the default) or a new one. */
export const ShortcutTarget = Type.Union([Type.Literal('_self'), Type.Literal('_blank')]);
export type ShortcutTarget = Static<typeof ShortcutTarget>;

/** Longest title and link a shortcut keeps. */
export const SHORTCUT_TITLE_MAX = 150;
export const SHORTCUT_LINK_MAX = 2000;

/**
 * SPEC §3 Shortcut: title, link and extra_configuration (icon, target), sent as a JSON object. `link` is a path of the
 * app ('/list/invoice', without the /front base) or an https:// address; `personal` says it is the caller's own
 * (which they may remove), not one of the organisation's.
 */
export const Shortcut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Type.String(),
  extra_configuration: Type.Object({
    /** A Material icon name among those the menu draws; null: the screen's default. */
    icon: Type.Union([Type.String(), Type.Null()]),
    target: ShortcutTarget,
  }),
  personal: Type.Boolean(),
});
export type Shortcut = Static<typeof Shortcut>;

/** GET /api-internal/shortcutAction: the organisation's shortcuts and the caller's own, by order then title. */
export const ShortcutList = Type.Array(Shortcut);
export type ShortcutList = Static<typeof ShortcutList>;

/** POST /api-internal/shortcutAction: a personal shortcut to a page ('Ajouter cette page aux raccourcis'). */
export const ShortcutCreateRequest = Type.Object(
  {
    title: Type.String({ maxLength: SHORTCUT_TITLE_MAX }),
    link: Type.String({ maxLength: SHORTCUT_LINK_MAX }),
    icon: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    target: Type.Optional(ShortcutTarget),
  },
  { additionalProperties: false },
);
export type ShortcutCreateRequest = Static<typeof ShortcutCreateRequest>;

export const ShortcutIdParams = Type.Object({ id: Id });
export type ShortcutIdParams = Static<typeof ShortcutIdParams>;

/** The web app's base path: a link typed with it ('/front/list/invoice') names the same page. */
const APP_BASE = '/front';
/**
 * A path of the app: one leading '/' — two would name another host ('//evil.example'), and browsers read a backslash
 * as a slash — and no spaces or control characters.
 */
const APP_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/**
 * What a shortcut's link is: a path of the app ('internal'), an https:// address ('external'), or neither (null: refused
 * — javascript:, http://, data:, '//host'…).
 */
export function shortcutLinkKind(link: string): 'internal' | 'external' | null {
  if (APP_PATH.test(link)) return 'internal';
  if (!/^https:\/\/[^\s\p{Cc}]+$/iu.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' ? 'external' : null;
  } catch {
    return null;
  }
}

/** An internal link as the app's router takes it: without the /front base ('/front/list/x' → '/list/x'). */
export function appPathOf(link: string): string {
  if (link === APP_BASE) return '/';
  return link.startsWith(`${APP_BASE}/`) ? link.slice(APP_BASE.length) : link;
}

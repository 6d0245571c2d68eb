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

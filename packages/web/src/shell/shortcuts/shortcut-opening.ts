import { type Shortcut, appPathOf, shortcutLinkKind } from '@ossature/contract';

/** Where the app is served: a new tab needs the full path of a page of the app. */
const APP_BASE = '/front';

/**
 * How a shortcut opens: a page of the app in its tab through the router (`to`, without the /front base); another
 * site, or any shortcut asking for a new tab, in a new tab (`href`); a link the server would refuse, not at all.
 */
export type ShortcutOpening = { kind: 'route'; to: string } | { kind: 'tab'; href: string } | { kind: 'none' };

export function shortcutOpening(shortcut: Pick<Shortcut, 'link' | 'extra_configuration'>): ShortcutOpening {
  const kind = shortcutLinkKind(shortcut.link);
  if (kind === 'external') return { kind: 'tab', href: shortcut.link };
  if (kind === null) return { kind: 'none' };
  const path = appPathOf(shortcut.link);
  return shortcut.extra_configuration.target === '_blank' ? { kind: 'tab', href: `${APP_BASE}${path}` } : { kind: 'route', to: path };
}

import type { NavigationEntry } from '@ossature/contract';

export interface Crumb {
  title: string;
  path?: string;
}

/** SPEC §9: a breadcrumb shows at most 5 items. */
export const BREADCRUMB_MAX = 5;

/**
 * A trail of at most BREADCRUMB_MAX items: 'Accueil' and the deepest ones, closest to the page; the middle ones go
 * first, since the page's own place matters most and home is always one click away.
 */
export function capTrail(trail: Crumb[]): Crumb[] {
  if (trail.length <= BREADCRUMB_MAX) return trail;
  return [trail[0]!, ...trail.slice(trail.length - (BREADCRUMB_MAX - 1))];
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** How many leading segments two paths share; a menu entry matches a page below it (/list/x matches /list/x/abc). */
function sharedDepth(entryPath: string, pathname: string): number {
  const entry = segments(entryPath);
  const page = segments(pathname);
  if (entry.length === 0 || entry.length > page.length) return 0;
  return entry.every((part, index) => part === page[index]) ? entry.length : 0;
}

/**
 * The breadcrumb of a path, rebuilt from navigation data on each path change: 'Accueil', then the group and the
 * entry of the menu that leads to the page (the deepest match wins; a form counts as its module's list), capped at
 * SPEC §9's five items.
 */
export function breadcrumbTrail(entries: NavigationEntry[], pathname: string, homeTitle: string): Crumb[] {
  // A record's form sits under its module's list in the trail: /form/invoice/… reads like /list/invoice.
  const page = pathname.replace(/^\/form\/([a-z0-9_]+)(\/.*)?$/, '/list/$1');
  let best: { depth: number; trail: Crumb[] } = { depth: 0, trail: [] };
  for (const entry of entries) {
    const candidates = entry.children
      ? entry.children.map((child) => ({ path: child.path, trail: [{ title: entry.title }, { title: child.title, path: child.path }] }))
      : entry.path
        ? [{ path: entry.path, trail: [{ title: entry.title, path: entry.path }] }]
        : [];
    for (const candidate of candidates) {
      const depth = sharedDepth(candidate.path, page);
      if (depth > best.depth) best = { depth, trail: candidate.trail };
    }
  }
  return capTrail([{ title: homeTitle, path: '/' }, ...best.trail]);
}

import { type NavigationEntry, SHORTCUT_TITLE_MAX, messages } from '@ossature/contract';
import { breadcrumbTrail } from '../navigation/breadcrumb-trail';

/**
 * The title a shortcut to the page on screen starts with: 'Accueil' for home, else the page's heading (a record's
 * title, a list's), else the last item of its breadcrumb, else the document's title. The user may change it.
 */
export function currentPageTitle(pathname: string, entries: NavigationEntry[]): string {
  if (pathname === '/') return messages.shell.home;
  const heading = document.querySelector('main h1')?.textContent?.trim();
  const title = heading || breadcrumbTrail(entries, pathname, messages.shell.home).at(-1)?.title || document.title;
  return title.slice(0, SHORTCUT_TITLE_MAX);
}

import { messages } from '@ossature/contract';
import type { NavigationContributor } from './navigation-registry.js';

export const MAIN_MENU = 'main';

/** Entries every user has: the home page first, the previous front end last when one is configured. */
export function coreNavigation(legacyFrontendUrl: string | undefined): NavigationContributor[] {
  return [
    {
      menu: MAIN_MENU,
      order: 0,
      entries: () => [{ name: 'home', title: messages.shell.home, path: '/', icon: 'home' }],
    },
    {
      menu: MAIN_MENU,
      order: 1000,
      entries: () =>
        legacyFrontendUrl
          ? [{ name: 'switch_frontend', title: messages.shell.oldVersion, path: '/switch_frontend', icon: 'history' }]
          : [],
    },
  ];
}

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../auth/LoginPage';
import { LogoutPage } from '../auth/LogoutPage';
import { RequireUser } from '../auth/RequireUser';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { SwitchFrontendPage } from '../shell/SwitchFrontendPage';
import { tokenStore } from '../api/token-store';
import { listDefinitionQuery } from '../engines/list/list-definition-query';
import { queryClient } from './query-client';
import type * as ShellPages from './shell-pages';

/** A route drawn by one of the shell's own pages, loaded with the shell (shell-pages.tsx). */
const shellPage = (pick: (pages: typeof ShellPages) => ComponentType) => () => import('./shell-pages').then((pages) => ({ Component: pick(pages) }));
const notYetAvailable = shellPage((pages) => pages.NotYetAvailablePage);

/**
 * Every route of SPEC §2. Screens that later capabilities build (documents, reports…) say so plainly
 * until they exist; they never pretend to work.
 */
const shellRoutes: RouteObject[] = [
  { index: true, lazy: shellPage((pages) => pages.HomePage) },
  { path: 'document/:params?', lazy: notYetAvailable },
  { path: 'content/:tab/:params?', lazy: shellPage((pages) => pages.ContentPage) },
  // Loaded when first opened: the list and form screens are scripts of their own, out of the login page's way.
  {
    path: 'list/:domain/:params?',
    // The list's definition is asked for beside the screen's script and the user call, not after them, and its
    // opening page as soon as the definition is here; the screen takes both from the cache. Nothing is awaited: the
    // route never waits on them, and a failure is the screen's to show when it asks.
    loader: ({ params: { domain, params } }) => {
      if (tokenStore.get() && domain) {
        const definition = queryClient.fetchQuery(listDefinitionQuery(domain, params));
        void Promise.all([definition, import('../engines/list/list-first-page')])
          .then(([loaded, { prefetchFirstPage }]) => prefetchFirstPage(queryClient, domain, params, loaded))
          .catch(() => undefined);
      }
      return null;
    },
    lazy: () => import('./list-page').then(({ ListPage }) => ({ Component: ListPage })),
  },
  { path: 'form/:form/:params?', lazy: () => import('./form-page').then(({ FormPage }) => ({ Component: FormPage })) },
  { path: 'news/:domain', lazy: notYetAvailable },
  { path: 'planning/:identifier', lazy: () => import('./planning-page').then(({ PlanningPage }) => ({ Component: PlanningPage })) },
  { path: 'report/:name/:params?', lazy: notYetAvailable },
  { path: 'treeview/:name', lazy: notYetAvailable },
  { path: 'upload', lazy: notYetAvailable },
  { path: 'landing/:name', lazy: notYetAvailable },
  { path: 'wizard/:name', lazy: notYetAvailable },
  { path: 'pdf/:document/:params?', lazy: notYetAvailable },
  { path: '*', lazy: shellPage((pages) => pages.NotFoundPage) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: 'switch_frontend', element: <SwitchFrontendPage /> },
          { lazy: shellPage((pages) => pages.ShellOrFullView), children: shellRoutes },
        ],
      },
    ],
  },
];

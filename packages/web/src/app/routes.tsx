import { decodeParams } from '@ossature/contract';
import type { RouteObject } from 'react-router';
import { Outlet, useLocation, useParams } from 'react-router';
import { LoginPage } from '../auth/LoginPage';
import { LogoutPage } from '../auth/LogoutPage';
import { RequireUser } from '../auth/RequireUser';
import { ContentPage } from '../content/ContentPage';
import { AppLayout } from '../shell/AppLayout';
import { HomePage } from '../shell/HomePage';
import { NotFoundPage, NotYetAvailablePage } from '../shell/NotFoundPage';
import { RouteErrorScreen } from '../shell/RouteErrorScreen';
import { SwitchFrontendPage } from '../shell/SwitchFrontendPage';
import { tokenStore } from '../api/token-store';
import { listDefinitionQuery } from '../engines/list/list-definition-query';
import { queryClient } from './query-client';

/** True when a form's encoded params ask for the form alone, without the shell (SPEC §2 form_full_view). */
function wantsFullView(params: string | undefined): boolean {
  try {
    return decodeParams(params).has('form_full_view');
  } catch {
    return false;
  }
}

/** The shell, unless the current form path asks for the form alone. */
function ShellOrFullView() {
  const { params } = useParams();
  const { pathname } = useLocation();
  return pathname.startsWith('/form/') && wantsFullView(params) ? <Outlet /> : <AppLayout />;
}

/**
 * Every route of SPEC §2. Screens that later capabilities build (documents, reports…) say so plainly
 * until they exist; they never pretend to work.
 */
const shellRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'document/:params?', element: <NotYetAvailablePage /> },
  { path: 'content/:tab/:params?', element: <ContentPage /> },
  // Loaded when first opened: the list and form screens are scripts of their own, out of the login page's way.
  {
    path: 'list/:domain/:params?',
    // The list's definition is asked for beside the screen's script and the user call, not after them; the screen
    // takes the same query from the cache. Nothing is awaited: the route never waits on it.
    loader: ({ params }) => {
      if (tokenStore.get() && params.domain) void queryClient.prefetchQuery(listDefinitionQuery(params.domain, params.params));
      return null;
    },
    lazy: () => import('./list-page').then(({ ListPage }) => ({ Component: ListPage })),
  },
  { path: 'form/:form/:params?', lazy: () => import('./form-page').then(({ FormPage }) => ({ Component: FormPage })) },
  { path: 'news/:domain', element: <NotYetAvailablePage /> },
  { path: 'planning/:identifier', lazy: () => import('./planning-page').then(({ PlanningPage }) => ({ Component: PlanningPage })) },
  { path: 'report/:name/:params?', element: <NotYetAvailablePage /> },
  { path: 'treeview/:name', element: <NotYetAvailablePage /> },
  { path: 'upload', element: <NotYetAvailablePage /> },
  { path: 'landing/:name', element: <NotYetAvailablePage /> },
  { path: 'wizard/:name', element: <NotYetAvailablePage /> },
  { path: 'pdf/:document/:params?', element: <NotYetAvailablePage /> },
  { path: '*', element: <NotFoundPage /> },
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
          { element: <ShellOrFullView />, children: shellRoutes },
        ],
      },
    ],
  },
];

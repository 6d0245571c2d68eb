import { decodeParams } from '@ossature/contract';
import { Outlet, useLocation, useParams } from 'react-router';
import { AppLayout } from '../shell/AppLayout';

export { ContentPage } from '../content/ContentPage';
export { HomePage } from '../shell/HomePage';
export { NotFoundPage, NotYetAvailablePage } from '../shell/NotFoundPage';

/**
 * The shell and its own pages, a script of their own: the login page does not load the menu, the top bar's widgets
 * and the home page (a deep link's index.html names this script for preloading, with the screen's).
 */

/** True when a form's encoded params ask for the form alone, without the shell (SPEC §2 form_full_view). */
function wantsFullView(params: string | undefined): boolean {
  try {
    return decodeParams(params).has('form_full_view');
  } catch {
    return false;
  }
}

/** The shell, unless the current form path asks for the form alone. */
export function ShellOrFullView() {
  const { params } = useParams();
  const { pathname } = useLocation();
  return pathname.startsWith('/form/') && wantsFullView(params) ? <Outlet /> : <AppLayout />;
}

import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUser } from '../auth/user-context';
import { trackAction } from '../tracking/tracked-actions';
import { ErrorBoundary } from './ErrorScreen';
import { SideMenu } from './menu/SideMenu';
import { useMenuState } from './menu/use-menu-state';
import { NavigationProvider } from './navigation/navigation-context';
import { TopBar } from './topbar/TopBar';

/** The shell around every screen: left menu, top bar, and the screen inside an error boundary reset per path. */
export function AppLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const menu = useMenuState();

  useEffect(() => trackAction('navigation', pathname), [pathname]);

  return (
    <NavigationProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideMenu mini={menu.mini} mobile={menu.mobile} mobileOpen={menu.mobileOpen} onCloseMobile={menu.closeMobile} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar mini={menu.mini} mobile={menu.mobile} onToggleMenu={menu.toggle} />
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
            <ErrorBoundary key={pathname} username={user.username}>
              <Outlet />
            </ErrorBoundary>
          </Box>
        </Box>
      </Box>
    </NavigationProvider>
  );
}

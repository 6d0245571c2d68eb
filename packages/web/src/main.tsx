import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { startUserCall } from './api/api-client';
import { tokenStore } from './api/token-store';
import { queryClient } from './app/query-client';
import { theme } from './app/theme';
import { routes } from './app/routes';
import { UserProvider } from './auth/user-context';
import { trackClicks } from './tracking/tracked-actions';
import { NotificationProvider } from './ui/notifications';

trackClicks();
// The user call starts now rather than once the first screen's script is loaded and drawn: one round trip less before it.
if (tokenStore.get()) startUserCall();

const router = createBrowserRouter(routes, { basename: '/front' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotificationProvider>
        <QueryClientProvider client={queryClient}>
          <UserProvider>
            <RouterProvider router={router} />
          </UserProvider>
        </QueryClientProvider>
      </NotificationProvider>
    </ThemeProvider>
  </StrictMode>,
);

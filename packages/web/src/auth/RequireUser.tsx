import { startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onUnauthenticated, userForGate } from '../api/api-client';
import { tokenStore } from '../api/token-store';
import { LoadingScreen } from '../shell/LoadingScreen';
import { loginPathFor } from './login-redirect';
import { useUserState } from './user-context';

/**
 * Gate of every screen: without a token the login page, remembering where the user wanted to go; with one, a
 * loading screen until the user is loaded (SPEC §2).
 */
export function RequireUser() {
  const { user, setUser } = useUserState();
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const here = location.pathname + location.search + location.hash;

  useEffect(
    () => onUnauthenticated(() => navigate(loginPathFor(window.location.pathname.replace(/^\/front/, '') || '/'))),
    [navigate],
  );

  useEffect(() => {
    if (user || !tokenStore.get()) return;
    let current = true;
    userForGate().then(
      // In a transition (so is the user provider's): the shell's first render yields now and then (user-context.tsx).
      (loaded) => current && startTransition(() => setUser(loaded)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [user, setUser]);

  if (!tokenStore.get() || failed) return <Navigate to={loginPathFor(here)} replace />;
  if (!user) return <LoadingScreen />;
  return <Outlet />;
}

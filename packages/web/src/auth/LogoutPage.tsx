import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api/api-client';
import { clearSession, tokenStore } from '../api/token-store';
import { LoadingScreen } from '../shell/LoadingScreen';
import { useUserState } from './user-context';

/** /front/logout — revokes the token on the server, clears session storage, lands on the login page (SPEC §2). */
export function LogoutPage() {
  const navigate = useNavigate();
  const { setUser } = useUserState();
  useEffect(() => {
    const revoke = tokenStore.get()
      ? apiRequest('POST', '/api-internal/logout').catch(() => undefined)
      : Promise.resolve();
    void revoke.then(() => {
      clearSession();
      setUser(null);
      navigate('/login', { replace: true });
    });
  }, [navigate, setUser]);
  return <LoadingScreen />;
}

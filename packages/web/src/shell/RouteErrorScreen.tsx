import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router';
import { useUserState } from '../auth/user-context';
import { newErrorCode } from './error-code';
import { ErrorScreen } from './ErrorScreen';
import { reportError } from './report-error';

/** Router-level fallback for errors outside the shell's boundary (the shell itself failing). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { user } = useUserState();
  const [code] = useState(newErrorCode);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportError({ error: error instanceof Error ? error : new Error(String(error)), username: user?.username, code });
  }, [code, error, user]);
  return <ErrorScreen code={code} />;
}

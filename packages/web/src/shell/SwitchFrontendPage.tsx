import { useEffect } from 'react';
import { useUser } from '../auth/user-context';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundPage } from './NotFoundPage';

/** /switch_frontend — leaves for the previous front end when the server names one (SPEC §2). */
export function SwitchFrontendPage() {
  const { switch_frontend: target } = useUser();
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  return target ? <LoadingScreen /> : <NotFoundPage />;
}

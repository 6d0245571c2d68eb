import type { User } from '@ossature/contract';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { onUnauthenticated, onUserRefreshed } from '../api/api-client';

interface UserState {
  user: User | null;
  setUser(user: User | null): void;
}

const UserContext = createContext<UserState | null>(null);

/** Holds the connected user; any refresh through the user call (SPEC §8 403 retry) updates it everywhere. */
export function UserProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    // In a transition, like the screen gate's: the shell's first render then yields now and then, so the answers
    // arriving meanwhile are handled at once (a list's first-page request leaves) and no task blocks for long.
    const stopRefresh = onUserRefreshed((refreshed) => startTransition(() => setUser(refreshed)));
    const stopLogout = onUnauthenticated(() => setUser(null));
    return () => {
      stopRefresh();
      stopLogout();
    };
  }, []);
  const value = useMemo(() => ({ user, setUser }), [user]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

export function useUserState(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error('useUserState must be used inside UserProvider');
  return state;
}

/** The connected user, for components rendered behind RequireUser. */
export function useUser(): User {
  const { user } = useUserState();
  if (!user) throw new Error('useUser must be used behind RequireUser');
  return user;
}

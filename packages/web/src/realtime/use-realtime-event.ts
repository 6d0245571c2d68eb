import type { RealtimeEvent, RealtimeMessageType } from '@ossature/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useUserState } from '../auth/user-context';
import { listenRealtime } from './realtime-client';

/**
 * Calls `handler` with each realtime event of `type` addressed to everyone or to the connected user (SPEC §6: only
 * what is addressed to that username), while the component is mounted.
 */
export function useRealtimeEvent(type: RealtimeMessageType, handler: (event: RealtimeEvent) => void): void {
  const username = useUserState().user?.username ?? null;
  // The latest handler, without listening anew each time the caller passes a new one.
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (username === null) return;
    return listenRealtime(type, (event) => {
      if (event.to === null || event.to === username) latest.current(event);
    });
  }, [type, username]);
}

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { onRealtimeOpen } from './realtime-client';

/**
 * Reads the given queries again each time the tab's realtime stream opens: an event sent between a first read and the
 * stream's opening (a task given right at login), or while the stream was down, would otherwise be missed until the
 * next one. Live events keep them fresh after that.
 */
export function useRealtimeResync(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  useLayoutEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(
    () =>
      onRealtimeOpen(() => {
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}

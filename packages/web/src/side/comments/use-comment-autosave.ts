import type { Comment } from '@ossature/contract';
import { useCallback, useRef, useState } from 'react';
import { commentApi } from './comment-api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * One comment's saves, one at a time and in order: the editor hands each change 500 ms after typing stops (SPEC §9),
 * the first save of a new comment creates it, and every later one — even a change typed while the creation was on its
 * way — is sent with the id it got. Only the latest waiting content is sent: older ones are outdated by it.
 */
export function useCommentAutosave(target: { objectName: string; objectId: number }, initialId: number | undefined, onSaved: (comment: Comment) => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const id = useRef(initialId);
  const running = useRef<Promise<void> | null>(null);
  const waiting = useRef<string | null>(null);

  const flush = useCallback(async (): Promise<void> => {
    while (waiting.current !== null) {
      const content = waiting.current;
      waiting.current = null;
      setStatus('saving');
      try {
        const saved = await commentApi.save({ object_name: target.objectName, object_id: target.objectId, content, ...(id.current ? { id: id.current } : {}) });
        id.current = saved.id;
        onSaved(saved);
        setStatus(waiting.current === null ? 'saved' : 'saving');
      } catch {
        setStatus('failed');
      }
    }
  }, [target.objectName, target.objectId, onSaved]);

  const save = useCallback(
    (content: string) => {
      waiting.current = content;
      const run = () => {
        running.current = flush().finally(() => {
          running.current = null;
          // A change handed in after the last save's answer, before this settled.
          if (waiting.current !== null) run();
        });
      };
      if (!running.current) run();
    },
    [flush],
  );
  return { save, status, savedId: () => id.current };
}

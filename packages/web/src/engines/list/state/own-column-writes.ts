import { listSettingKey } from '@ossature/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listApi } from '../list-api';
import { listDefinitionQuery } from '../list-definition-query';
import type { ColumnChoices } from './list-query';

/**
 * The lists whose own columns are being written, by setting key, with the latest choice waiting to go after the write
 * under way. Kept for the tab rather than per screen: a list left and opened again while a write is under way queues
 * behind it instead of racing it.
 */
const writing = new Map<string, { waiting: ColumnChoices | null }>();

/**
 * The user's own hidden columns and column order: held at once in the list's cached definition (a configuration that
 * sets no columns, or none applied, restores them rather than those the list opened with), and kept on the server one
 * write after another, so that the server ends on the latest choice whatever order the answers come in.
 */
export function writeOwnColumns(client: QueryClient, domain: string, params: string | undefined, columns: ColumnChoices): void {
  const { queryKey } = listDefinitionQuery(domain, params);
  const hold = (choices: ColumnChoices) => client.setQueryData(queryKey, (held) => held && { ...held, column_choices: choices });
  hold(columns);
  const key = listSettingKey(domain, params, 'columns');
  const queue = writing.get(key);
  if (queue) {
    queue.waiting = columns;
    return;
  }
  const own = { waiting: null as ColumnChoices | null };
  writing.set(key, own);
  const send = (choices: ColumnChoices) => {
    void listApi
      .saveSettings({ [key]: JSON.stringify(choices) })
      .catch(() => undefined)
      .then(() => {
        const next = own.waiting;
        own.waiting = null;
        if (next) {
          send(next);
          return;
        }
        writing.delete(key);
        // Held again: a definition read meanwhile (a configuration saved) was read before the write. The latest
        // choice either way: a failed write loses it for later visits only, the tab keeps it (SPEC §4).
        hold(choices);
      });
  };
  send(columns);
}

import type { ListConfiguration, ListDefinition } from '@ossature/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { useListController } from '../src/engines/list/state/use-list-controller';
import { ConfigurationBar } from '../src/engines/list/view/configurations/ConfigurationBar';
import { NavigationProvider } from '../src/shell/navigation/navigation-context';
import { invoiceListDefinition } from './invoice-list-definition';
import { withQueries } from './query-wrapper';

/** A configuration of the user's own, which they may save over, rename and delete. */
export const configuration = (id: number, title: string, extra: Partial<ListConfiguration> = {}): ListConfiguration => ({
  id,
  list_configuration_name: 'g_list_configuration',
  configuration_name: title.toLowerCase(),
  scope: 'USER',
  list_name: 'invoice',
  order: 0,
  title,
  display_persisted: true,
  can_write: true,
  can_edit: true,
  can_read_json_configuration: false,
  version: 1,
  configuration: { global_filter: title },
  ...extra,
});

/** The invoices' list with two configurations, the first applied, as a user who may edit its configurations. */
export const definition = invoiceListDefinition({
  columns: [
    { name: 'number', label: 'Numéro', operators: [], sortable: true, groupable: false },
    { name: 'status', label: 'Statut', operators: [], sortable: true, groupable: true },
  ] as unknown as ListDefinition['columns'],
  list_configuration: [configuration(4, 'Payées'), configuration(5, 'Envoyées')],
  current_configuration_id: 4,
  user_configuration_menu: true,
});

/** The calls the bar's screen makes, answered: no rows, 3 rows per configuration, saves and deletes accepted. */
export function answerListCalls() {
  vi.spyOn(listApi, 'data').mockResolvedValue({ data: [], total_items: 0, total_items_capped: false, aggregates: null } as never);
  return {
    count: vi.spyOn(listApi, 'count').mockResolvedValue({ total_items: 3 } as never),
    save: vi.spyOn(listApi, 'saveConfiguration').mockResolvedValue({ identifier: 9 } as never),
    remove: vi.spyOn(listApi, 'deleteConfiguration').mockResolvedValue(undefined),
  };
}

/**
 * Each test of the file on the bar's answered calls and network, with nothing left of the test before; `calls` are the
 * current test's.
 */
export function answerCallsInEachTest() {
  const current = {} as { calls: ReturnType<typeof answerListCalls> };
  beforeEach(() => {
    current.calls = answerListCalls();
    answerNetwork();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  return current;
}

/** Every request that reaches the network (the menu's, here): answered with an empty menu, and counted. */
export function answerNetwork() {
  const fetch = vi.fn<(path: string) => Promise<Response>>(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return { menuReadings: () => fetch.mock.calls.filter(([path]) => path === '/api-internal/navigation/main').length };
}

/** The bar over a list's controller, with the configuration applied shown for the test to read. */
export function Screen({ list: listDefinition }: { list: ListDefinition }) {
  const list = useListController('invoice', undefined, listDefinition);
  return (
    <>
      <ConfigurationBar domain="invoice" params={undefined} definition={listDefinition} list={list} />
      <output data-testid="configuration-id">{String(list.state.configurationId)}</output>
    </>
  );
}

/** The configuration bar over its list's controller, in the shell's menu, as the list screen draws it. */
export function renderBar(changes: Partial<ListDefinition> = {}) {
  const Queries = withQueries();
  return render(
    <Queries>
      <NavigationProvider>
        <Screen list={{ ...definition, ...changes }} />
      </NavigationProvider>
    </Queries>,
  );
}

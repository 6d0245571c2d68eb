import type { ListColumn, ListData, ListGroupRow } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { type GroupsContext, ListGroups } from '../src/engines/list/view/ListGroups';
import { listColumns } from '../src/engines/list/view/list-columns';
import { listIconsOf } from '../src/engines/list/view/list-icons';
import { withQueries } from './query-wrapper';

/** SPEC §2 and §4: an open group's rows come by pages of their own, and a new search starts them again at the first. */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const columns = [{ name: 'number', label: 'Numéro', operators: [], format: 'text' }] as unknown as ListColumn[];
const paid = { _type: 'group', label: 'Payée', level: 0, params: 'paid', aggregates: {}, values: {}, count: 25, percentage: 0 } as unknown as ListGroupRow;

/** The group holds 25 invoices, 5 of them matching a search. */
function serveGroup() {
  return vi.spyOn(listApi, 'data').mockImplementation(async (_domain, _params, size, offset, query) => {
    const total = query.get('global_search') ? 5 : 25;
    const count = Math.max(0, Math.min(size, total - offset));
    const data = Array.from({ length: count }, (_row, index) => ({ _type: 'row', values: { number: `FA-${offset + index + 1}` }, hidden_values: { id: offset + index + 1 } }));
    return { data, total_items: total, group_by_total_items: total } as unknown as ListData;
  });
}

function OpenGroup() {
  const [query, setQuery] = useState(new URLSearchParams('group_by=status'));
  const context: GroupsContext = {
    domain: 'invoice',
    columns,
    tableColumns: listColumns(columns),
    meta: { rowTarget: '/form/invoice/{$id}', openRow: () => undefined, openLink: () => undefined, icons: listIconsOf('groups') },
    query,
    expanded: new Set(['paid']),
    toggle: () => undefined,
    showPercentage: false,
  };
  return (
    <>
      <button type="button" onClick={() => setQuery(new URLSearchParams('group_by=status&global_search=FA'))}>
        Rechercher FA
      </button>
      <table>
        <tbody>
          <ListGroups groups={[paid]} context={context} />
        </tbody>
      </table>
    </>
  );
}

it('starts an open group again at its first page when the list is searched, instead of a page past its new end', async () => {
  const data = serveGroup();
  const Queries = withQueries();
  render(
    <MemoryRouter>
      <Queries>
        <OpenGroup />
      </Queries>
    </MemoryRouter>,
  );
  await screen.findByText('1-10 sur 25');
  fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
  await screen.findByText('11-20 sur 25');
  fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
  await screen.findByText('21-25 sur 25');

  fireEvent.click(screen.getByRole('button', { name: 'Rechercher FA' }));
  expect(await screen.findByText('FA-5')).toBeTruthy();
  expect(screen.getByText('FA-1')).toBeTruthy();
  const searched = data.mock.calls.filter(([, , , , query]) => query.get('global_search') === 'FA');
  expect(searched.map(([, , , offset]) => offset)).toEqual([0]);
});

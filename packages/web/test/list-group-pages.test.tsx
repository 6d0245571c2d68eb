import { type ListColumn, type ListData, type ListGroupRow, messages } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api/api-client';
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

function OpenGroup({ groups = [paid] }: { groups?: ListGroupRow[] }) {
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
          <ListGroups groups={groups} context={context} />
        </tbody>
      </table>
    </>
  );
}

function renderGroups(groups?: ListGroupRow[]) {
  const Queries = withQueries();
  return render(
    <MemoryRouter>
      <Queries>
        <OpenGroup groups={groups} />
      </Queries>
    </MemoryRouter>,
  );
}

const nextPage = 'Page suivante du groupe « Payée »';

it('starts an open group again at its first page when the list is searched, instead of a page past its new end', async () => {
  const data = serveGroup();
  renderGroups();
  await screen.findByText('1-10 sur 25');
  fireEvent.click(screen.getByRole('button', { name: nextPage }));
  await screen.findByText('11-20 sur 25');
  fireEvent.click(screen.getByRole('button', { name: nextPage }));
  await screen.findByText('21-25 sur 25');

  fireEvent.click(screen.getByRole('button', { name: 'Rechercher FA' }));
  expect(await screen.findByText('FA-5')).toBeTruthy();
  expect(screen.getByText('FA-1')).toBeTruthy();
  const searched = data.mock.calls.filter(([, , , , query]) => query.get('global_search') === 'FA');
  expect(searched.map(([, , , offset]) => offset)).toEqual([0]);
});

it('names an open group’s page controls after the group, their visible texts unchanged', async () => {
  serveGroup();
  renderGroups();
  await screen.findByText('1-10 sur 25');
  expect(screen.getByRole('combobox', { name: 'Éléments par groupe « Payée »' })).toBeTruthy();
  expect(screen.getByText('Éléments par groupe')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Page précédente du groupe « Payée »' })).toBeTruthy();
  expect(screen.getByRole('button', { name: nextPage })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Page suivante' })).toBeNull();
});

it('counts a group’s rows in French figures', async () => {
  serveGroup();
  renderGroups([{ ...paid, count: 12_345 }]);
  expect(await screen.findByRole('button', { name: /^Payée \(12\s345\)$/ })).toBeTruthy();
});

it('says in an open group’s place that its rows could not be read, rather than loading for ever', async () => {
  vi.spyOn(listApi, 'data').mockRejectedValue(new TypeError('Failed to fetch'));
  renderGroups();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(messages.list.fetchFailed);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('asks for a refresh in an open group’s place when the list changed since it was opened (410)', async () => {
  vi.spyOn(listApi, 'data').mockRejectedValue(new ApiRequestError(410, { message: messages.list.obsolete }));
  renderGroups();
  expect((await screen.findByRole('alert')).textContent).toBe('Impossible de récupérer les données, veuillez rafraîchir la page');
});

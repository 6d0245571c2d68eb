import { LIST_GROUP_LEVELS_MAX, type ListColumn } from '@ossature/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialListQuery } from '../src/engines/list/state/list-query';
import type { ListController } from '../src/engines/list/state/use-list-controller';
import { GroupBySelect } from '../src/engines/list/view/GroupBySelect';

afterEach(cleanup);

/** Eight groupable columns, two more than a list may be grouped by. */
const columns = Array.from({ length: LIST_GROUP_LEVELS_MAX + 2 }, (_, index) => ({ name: `c${index}`, label: `Colonne ${index}`, groupable: true }) as unknown as ListColumn);

function openWith(groupBy: string[]) {
  const list = { state: { ...initialListQuery(50, null), groupBy }, dispatch: vi.fn<ListController['dispatch']>() } as unknown as ListController;
  render(<GroupBySelect columns={columns} list={list} />);
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  return options.filter((option) => option.getAttribute('aria-disabled') === 'true').map((option) => option.textContent);
}

describe('the group-by select', () => {
  it('offers every groupable column while fewer levels than the most a list takes are chosen', () => {
    expect(openWith(columns.slice(0, LIST_GROUP_LEVELS_MAX - 1).map((column) => column.name))).toEqual([]);
  });

  it('offers only the chosen columns, to remove one, once the deepest grouping is reached', () => {
    expect(openWith(columns.slice(0, LIST_GROUP_LEVELS_MAX).map((column) => column.name))).toEqual(['Colonne 6', 'Colonne 7']);
  });
});

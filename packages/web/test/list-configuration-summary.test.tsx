import type { ListDefinition } from '@ossature/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { openingState } from '../src/engines/list/state/list-opening';
import { ConfigurationSummary } from '../src/engines/list/view/configurations/ConfigurationSummary';
import { invoiceListDefinition } from './invoice-list-definition';
import { withQueries } from './query-wrapper';

const definition = invoiceListDefinition({
  columns: [
    { name: 'customer', label: 'Client', type: 'relation', format: 'text', hidden: 0, operators: ['column_values'], sortable: true, groupable: true },
    { name: 'issue_date', label: 'Date', type: 'date', format: 'text', hidden: 0, operators: ['period', 'duration'], sortable: true, groupable: true },
    { name: 'due_date', label: 'Échéance', type: 'date', format: 'text', hidden: 0, operators: ['period', 'duration'], sortable: true, groupable: true },
  ] as ListDefinition['columns'],
  filter_operators: [
    { operator: 'column_values', label: 'Parmi les valeurs' },
    { operator: 'period', label: 'Période' },
    { operator: 'duration', label: 'Durée' },
  ],
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the configuration summary', () => {
  it('shows a filter’s values as the cells show them, and periods and durations in words', async () => {
    const lookup = vi.spyOn(listApi, 'columnValues').mockResolvedValue({
      all_column_values: '',
      column_value_labels: '',
      exceeded_column_values_count: 0,
      held_value_labels: 'Dupont (Lyon);@@;Martin (Nantes)',
    });
    const state = openingState('invoice', undefined, definition);
    state.filters = {
      link: 'AND',
      rows: [
        { column: 'customer', operator: 'column_values', value: ['12', '15'] },
        { column: 'issue_date', operator: 'period', value: 'last_month' },
        { column: 'due_date', operator: 'duration', value: 'since_more;@@;3;@@;days' },
      ],
    };
    render(<ConfigurationSummary domain="invoice" params={undefined} definition={definition} state={state} current={null} onClose={() => {}} />, { wrapper: withQueries() });
    const table = screen.getByRole('table', { name: 'Filtres' });
    expect(await within(table).findByText('Dupont (Lyon), Martin (Nantes)')).toBeTruthy();
    expect(within(table).getByText('Le mois dernier')).toBeTruthy();
    expect(within(table).getByText('Depuis plus de 3 jours')).toBeTruthy();
    const asked = lookup.mock.calls[0]![2];
    expect([asked.get('retrieve_column'), asked.get('retrieve_labels')]).toEqual(['customer', '12;@@;15']);
  });
});

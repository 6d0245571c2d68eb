import type { ListDefinition } from '@ossature/contract';

/** The invoices' list as the server describes it to a user who may edit its configurations; tests set what they test. */
export const invoiceListDefinition = (changes: Partial<ListDefinition>): ListDefinition =>
  ({
    title: 'Factures',
    columns: [],
    lines_displayed: 50,
    filter_operators: [{ operator: 'contains', label: 'Contient', default: true }],
    group_by_sort_keys: [],
    new: [],
    read_only: false,
    sort: null,
    targets: { row: '/form/invoice/{$id}' },
    on_popup: false,
    version: 'v1',
    list_configuration: [],
    current_configuration_id: null,
    favourite_configuration_id: null,
    configuration_right: true,
    user_configuration_scope: ['USER'],
    user_configuration_menu: false,
    empty_configuration: {},
    column_choices: null,
    export_format: ['csv'],
    bulk_actions: [],
    ...changes,
  }) as unknown as ListDefinition;

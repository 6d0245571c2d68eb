import type { FilterableColumn } from '../../src/engines/list/filter-sql.js';
import type { DynamicDb } from '../../src/infra/dynamic-db.js';
import { fitsStorage } from '../../src/metadata/kinds/storage-fit.js';

/**
 * A small table of every column type a list filters, sorts and groups, with empty values of each sort: what the list
 * SQL is tested on, apart from any module definition.
 */
export const probeRows = [
  { id: 1, name: 'Élodie LEFÈVRE', amount: 125_050, issue_date: '2026-11-24', at: '2026-11-24 08:15:00', tags: '["urgent","vip"]', active: 1, status: 'open', refs: '[1,12]' },
  { id: 2, name: 'Marc Dupont', amount: 9_900, issue_date: '2026-11-20', at: '2026-11-19 23:59:59', tags: '[]', active: 0, status: 'closed', refs: '[11]' },
  { id: 3, name: null, amount: null, issue_date: null, at: null, tags: null, active: null, status: null, refs: null },
  { id: 4, name: 'Boulangerie 100% bio_', amount: 0, issue_date: '2025-06-01', at: '2025-06-01 12:00:00', tags: '["vip2"]', active: 1, status: 'open', refs: '[2,1]' },
  { id: 5, name: '', amount: -500, issue_date: '2027-01-30', at: '2027-01-30 09:00:00', tags: '["urgent"]', active: 0, status: '', refs: '[]' },
];

const euros = (value: string) => (/^-?\d+([.,]\d{1,2})?$/.test(value) ? Math.round(Number(value.replace(',', '.')) * 100) : undefined);

export const probeColumns: Record<string, FilterableColumn> = {
  name: { column: 'name', type: 'text', toStored: (value) => value, holds: (value) => fitsStorage('text', value) },
  amount: { column: 'amount', type: 'money', toStored: euros, holds: (value) => fitsStorage('bigint', value) },
  issue_date: { column: 'issue_date', type: 'date', toStored: (value) => value, holds: (value) => fitsStorage('text', value) },
  at: { column: 'at', type: 'datetime', toStored: (value) => value, holds: (value) => fitsStorage('text', value) },
  tags: { column: 'tags', type: 'choices', toStored: (value) => value, holds: (value) => fitsStorage('text', value) },
  active: { column: 'active', type: 'boolean', toStored: (value) => (value === '1' ? 1 : value === '0' ? 0 : undefined), holds: (value) => fitsStorage('integer', value) },
  status: { column: 'status', type: 'choice', toStored: (value) => value, holds: (value) => fitsStorage('text', value) },
  refs: { column: 'refs', type: 'relations', toStored: (value) => (/^\d+$/.test(value) ? Number(value) : undefined), holds: (value) => fitsStorage('text', value) },
};

export async function createProbeTable(db: DynamicDb): Promise<void> {
  await db.schema
    .createTable('list_probe')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('issue_date', 'text')
    .addColumn('at', 'text')
    .addColumn('tags', 'text')
    .addColumn('active', 'integer')
    .addColumn('status', 'text')
    .addColumn('refs', 'text')
    .execute();
  await db.insertInto('list_probe').values(probeRows).execute();
}

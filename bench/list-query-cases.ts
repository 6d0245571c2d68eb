import { encodeParams, foldForSearch } from '@ossature/contract';
import type { TurnsCase } from './api-timing.js';
import type { RawDatabase } from './raw-database.js';

/**
 * The list bench's five calls, each with the same work written as plain SQL against the driver (`direct`, which
 * answers what it read). The bench runs that work in its own process and, through the bare Fastify server
 * (bare-list-server.ts), behind HTTP: both import it from here, so the two run the very same statements.
 */
const COLUMNS = 'id, number, customer, issue_date, due_date, status, total_excl_vat, total_vat, total_incl_vat';
const filters = (model: unknown[]) => `multiple_search=${encodeURIComponent(JSON.stringify({ operator: 'AND', filter_model: model }))}`;

export function listQueryCases(raw: RawDatabase, clientId: number): TurnsCase[] {
  const labels = async (found: { customer: number }[]) => {
    const ids = [...new Set(found.map((row) => row.customer))];
    return ids.length ? raw.query(`select id, name, city from customer where client_id = ? and id in (${ids.map(() => '?').join(', ')})`, [clientId, ...ids]) : [];
  };
  const capped = async (where: string, params: unknown[]) => (await raw.query(`select count(*) as n from (select 1 from invoice where ${where} limit 10001) as counted`, params))[0];
  /** A page as the engine reads it: its rows, their customers' labels and the count up to the cap. */
  const page = async (where: string, params: unknown[]) => {
    const rows = await raw.query<{ customer: number }>(`select ${COLUMNS} from invoice where ${where} order by issue_date desc nulls last, id desc limit 50`, params);
    return { rows, labels: await labels(rows), count: await capped(where, params) };
  };
  const searched = foldForSearch(`B${clientId}-00421`);
  const statusGroup = encodeParams({ group: JSON.stringify([['status', 'sent']]) });

  // Each case's direct work sorts empty dates as the engine sorts them (last when descending), which is also the
  // order the list index holds on both databases.
  return [
    {
      name: '(a) page of 50, 2 filters + sort',
      url: `/proxy/list/data/invoice/50/0?${filters([
        { column: 'status', operator: 'column_values', value: 'sent;@@;paid' },
        { column: 'total_incl_vat', operator: '>', value: '1000' },
      ])}&sort_column=issue_date&sort_direction=desc`,
      direct: () => page("client_id = ? and status in ('sent', 'paid') and total_incl_vat > ?", [clientId, 100_000]),
      targetP95: 50,
      targetRatio: 1.5,
    },
    {
      name: '(b) global search',
      url: `/proxy/list/data/invoice/50/0?global_search=${encodeURIComponent(`b${clientId}-00421`)}`,
      iterations: 5,
      direct: () => page("client_id = ? and fold(number) like ? escape '\\'", [clientId, `%${searched}%`]),
    },
    {
      name: '(c) 2-level group-by, sum + %',
      url: `/proxy/list/data/invoice/50/0/${encodeURIComponent(statusGroup)}?group_by=status;@;customer&group_level=1&show_percentage=1`,
      direct: async () => {
        const rows = await raw.query<{ customer: number }>(
          `select customer, count(*) as n, 100.0 * count(*) / sum(count(*)) over () as share, count(*) over () as groups,
                  sum(total_excl_vat), sum(total_vat), sum(total_incl_vat)
             from invoice where client_id = ? and status = ? group by customer order by customer limit 50`,
          [clientId, 'sent'],
        );
        return { rows, labels: await labels(rows) };
      },
      targetRatio: 1.3,
      iterations: 20,
    },
    {
      name: '(d) first page, unfiltered',
      url: '/proxy/list/data/invoice/50/0',
      direct: () => page('client_id = ?', [clientId]),
    },
    {
      name: '(e) column-values lookup',
      url: `/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent('status;@@;')}`,
      direct: () => raw.query("select distinct status from invoice where client_id = ? and status is not null and status <> '' order by status limit 1001", [clientId]),
    },
  ];
}

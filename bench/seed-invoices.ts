import { type RawDatabase, daysAfter, numberedRows, withClause } from './raw-database.js';

/**
 * `count` invoices for one organisation, written by the database itself (a recursive CTE on SQLite, generate_series
 * on PostgreSQL): spread over seven years, four statuses, the organisation's customers and amounts up to 5,000 €.
 */
export async function seedInvoices(raw: RawDatabase, clientId: number, count: number): Promise<void> {
  const customers = await raw.query<{ id: number }>('select id from customer where client_id = ? order by id', [clientId]);
  const users = await raw.query<{ id: number }>('select id from app_user where client_id = ? order by id limit 1', [clientId]);
  const [first, last] = [Number(customers[0]!.id), Number(customers.at(-1)!.id)];
  // Demo customers are written in one go: their ids follow each other, so one is picked by arithmetic.
  if (last - first + 1 !== customers.length) throw new Error('the demo customers of an organisation should have consecutive ids');
  const now = new Date().toISOString();
  const prefix = `B${clientId}-`;
  const sqlite = raw.dialect === 'sqlite';
  const rows = numberedRows(raw, count);
  const day = daysAfter(raw, '2020-01-01', 'i % 2500');
  const due = daysAfter(raw, '2020-01-31', 'i % 2500');
  const number = sqlite ? "? || printf('%07d', i)" : "? || lpad(i::text, 7, '0')";
  // Spread amounts by a prime step; PostgreSQL's series are 32-bit integers, so the product is taken in 64 bits.
  const amount = sqlite ? '((i * 7919) % 500000)' : '((i::bigint * 7919) % 500000)';
  await raw.run(
    `${withClause(rows.ctes)}insert into invoice (client_id, version, created_at, created_by, updated_at, updated_by, number, customer, issue_date, due_date, status,
       total_excl_vat, total_vat, total_incl_vat)
     select ?, 1, ?, ?, ?, ?, ${number}, ? + (i % ?), ${day}, ${due},
       case i % 4 when 0 then 'draft' when 1 then 'sent' when 2 then 'paid' else 'cancelled' end,
       ${amount}, ${amount} / 5, ${amount} + ${amount} / 5
     from ${rows.from}`,
    [clientId, now, users[0]!.id, now, users[0]!.id, prefix, first, customers.length],
  );
  await raw.run(sqlite ? 'analyze' : 'analyze invoice');
}

import { type RawDatabase, daysAfter, numberedRows, withClause } from './raw-database.js';

/** The audit columns of the rows a bench writes: now, by the organisation's first user. */
async function auditValues(raw: RawDatabase, clientId: number): Promise<unknown[]> {
  const [user] = await raw.query<{ id: number }>('select id from app_user where client_id = ? order by id limit 1', [clientId]);
  const now = new Date().toISOString();
  return [now, user!.id, now, user!.id];
}

/** The staff of one organisation: `k` numbers them from 0 in id order, to give row `i` of a series employee `i % count`. */
const staff = `staff(k, id) as (select row_number() over (order by id) - 1, id from employee where client_id = ?)`;

const employeeCount = async (raw: RawDatabase, clientId: number) =>
  Number((await raw.query<{ n: number }>('select count(*) as n from employee where client_id = ?', [clientId]))[0]!.n);

/**
 * Brings the organisation's staff up to `total` employees with copies of its demo ones (same contract, hire date and
 * working days; the copy's number after the first name), written by the database itself. Answers the staff's size.
 */
export async function seedEmployees(raw: RawDatabase, clientId: number, total: number): Promise<number> {
  const demo = await employeeCount(raw, clientId);
  if (total <= demo) return demo;
  const rows = numberedRows(raw, total - demo);
  await raw.run(
    `${withClause([...rows.ctes, `demo(k, last_name, first_name, contract, hire_date, working_days, active) as
       (select row_number() over (order by id) - 1, last_name, first_name, contract, hire_date, working_days, active from employee where client_id = ?)`])}
     insert into employee (client_id, version, created_at, created_by, updated_at, updated_by, last_name, first_name, contract, hire_date, working_days, active)
     select ?, 1, ?, ?, ?, ?, demo.last_name, demo.first_name || ' ' || i, demo.contract, demo.hire_date, demo.working_days, demo.active
     from ${rows.from} join demo on demo.k = i % ${demo}`,
    [clientId, clientId, ...(await auditValues(raw, clientId))],
  );
  await raw.run(raw.dialect === 'sqlite' ? 'analyze' : 'analyze employee');
  return total;
}

export interface AbsenceBatch {
  count: number;
  /** The first day absences start on (yyyy-MM-dd), and how many days their starts spread over from it. */
  first: string;
  days: number;
  /** Refused absences: hidden by the planning, still in the table its query narrows. */
  refused?: boolean;
}

/**
 * `count` absences of the organisation's employees, written by the database itself. Row `i` is employee `i % staff`'s;
 * each employee's absences start on days spread evenly over the span (consecutive days when it has more than the span
 * has days). Most last one day (a quarter of those a half day), a tenth two days, a twentieth five; five types; a third
 * still requested, the others approved — or all refused.
 */
export async function seedAbsences(raw: RawDatabase, clientId: number, batch: AbsenceBatch): Promise<void> {
  const people = await employeeCount(raw, clientId);
  const stride = Math.max(1, Math.floor(batch.days / Math.ceil(batch.count / people)));
  const start = `(i % ${people} + (i / ${people}) * ${stride}) % ${batch.days}`;
  const length = 'case when i % 20 = 0 then 4 when i % 10 = 1 then 1 else 0 end';
  const status = batch.refused ? "'refused'" : "case when i % 3 = 0 then 'requested' else 'approved' end";
  const rows = numberedRows(raw, batch.count);
  await raw.run(
    `${withClause([...rows.ctes, staff])}
     insert into absence (client_id, version, created_at, created_by, updated_at, updated_by, employee_id, type, start_date, end_date, half_day, days, status, comment)
     select ?, 1, ?, ?, ?, ?, staff.id,
       case i % 5 when 0 then 'paid_leave' when 1 then 'rtt' when 2 then 'sick' when 3 then 'training' else 'unpaid' end,
       ${daysAfter(raw, batch.first, start)}, ${daysAfter(raw, batch.first, `${start} + ${length}`)},
       case when i % 20 between 2 and 6 then 1 else 0 end, ${length} + 1, ${status},
       case i % 3 when 0 then 'Congés d''été' else null end
     from ${rows.from} join staff on staff.k = i % ${people}`,
    [clientId, clientId, ...(await auditValues(raw, clientId))],
  );
  await raw.run(raw.dialect === 'sqlite' ? 'analyze' : 'analyze absence');
}

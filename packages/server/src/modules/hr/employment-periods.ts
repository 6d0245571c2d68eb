import type { SeedContext } from '../../demo/seed-context.js';
import { weekdays } from './employee/employee-module.js';

/** When a demo employee works: from the hire date to the contract's end (if any), on which days of the week. */
export interface EmploymentPeriod {
  employeeId: number;
  from: string;
  until: string | null;
  /** ISO weekdays (1 = Monday) of the employee's working days. */
  weekdays: Set<number>;
}

const weekdayNumber = new Map(weekdays.map((option, index) => [option.value, index + 1]));

/**
 * The tenant's employees as later demo data needs them (absences and timesheets fall within employment), read back
 * from the database in id order so that the data stays deterministic.
 */
export async function employmentPeriods(context: SeedContext): Promise<EmploymentPeriod[]> {
  const rows = (await context.db
    .selectFrom('employee')
    .select(['id', 'hire_date', 'contract_end', 'working_days'])
    .where('client_id', '=', context.clientId)
    .orderBy('id')
    .execute()) as { id: number; hire_date: string; contract_end: string | null; working_days: string | null }[];
  return rows.map((row) => ({
    employeeId: Number(row.id),
    from: row.hire_date,
    until: row.contract_end,
    weekdays: new Set((JSON.parse(row.working_days ?? '[]') as string[]).map((day) => weekdayNumber.get(day) ?? 0)),
  }));
}

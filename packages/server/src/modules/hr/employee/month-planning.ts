import type { DynamicDb } from '../../../infra/dynamic-db.js';
import type { PlanningDefinition } from '../../../metadata/module-definition.js';
import { REFUSED, absenceStatuses, absenceTypes, optionOf } from '../absence-options.js';
import { frenchMonth, frenchWeekday, isWeekend, isoWeekNumber, monthDates, parisDate } from '../../../metadata/calendar.js';

interface AbsenceRow {
  id: number;
  type: string;
  status: string;
  start_date: string;
  end_date: string;
  half_day: number;
  comment: string | null;
}

/** The employee's absences sharing a day with the period, refused ones left out. */
async function absencesDuring(db: DynamicDb, clientId: number, employeeId: number, first: string, last: string): Promise<AbsenceRow[]> {
  return (await db
    .selectFrom('absence')
    .select(['id', 'type', 'status', 'start_date', 'end_date', 'half_day', 'comment'])
    .where('client_id', '=', clientId)
    .where('employee_id', '=', employeeId)
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .where('status', '!=', REFUSED)
    .orderBy('start_date')
    .orderBy('id')
    .execute()) as AbsenceRow[];
}

const isHalfDay = (absence: AbsenceRow) => Number(absence.half_day) === 1 && absence.start_date === absence.end_date;

/** A SPEC §3 calendar event for an absence: the whole absence, full days, opening the absence's form. */
function eventOf(absence: AbsenceRow, employee: { first_name: unknown; last_name: unknown } | undefined) {
  const status = optionOf(absenceStatuses, absence.status);
  return {
    date: absence.start_date,
    end_date: absence.end_date,
    startTime: null,
    endTime: null,
    title: optionOf(absenceTypes, absence.type)?.label ?? absence.type,
    subtitle: isHalfDay(absence) ? `${status?.label ?? absence.status} · demi-journée` : (status?.label ?? absence.status),
    content: absence.comment ?? '',
    color: status?.color ?? null,
    icon: 'beach_access',
    employees: employee ? [{ first_name: employee.first_name, surname: employee.last_name }] : [],
    form: 'absence',
    form_id: Number(absence.id),
    form_title: 'Absence',
    object_name: 'absence',
    object_id: Number(absence.id),
  };
}

const dayCount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 'Novembre 2026 : 2,5 jours ouvrés d'absence' — French agreement: singular below 2. */
function summary(month: string, absentWorkingDays: number): string {
  const name = frenchMonth(`${month}-01`);
  const title = `${name.charAt(0).toUpperCase()}${name.slice(1)} ${month.slice(0, 4)}`;
  if (absentWorkingDays === 0) return `${title} : aucune absence`;
  const unit = absentWorkingDays < 2 ? "jour ouvré d'absence" : "jours ouvrés d'absence";
  return `${title} : ${dayCount.format(absentWorkingDays)} ${unit}`;
}

/**
 * The employee's current month (as the calendar reads in France), day by day (SPEC §3 Day) with the absences of each
 * day as events, shown by month; the informations label counts the working days absent (a day counts once even when
 * two absences share it).
 */
export const monthPlanning: PlanningDefinition = {
  async compute(db, clientId, identifier, now) {
    const today = parisDate(now);
    const month = today.slice(0, 7);
    const dates = monthDates(month);
    const [first, last] = [dates[0]!, dates.at(-1)!];
    const employee =
      identifier === null
        ? undefined
        : ((await db
            .selectFrom('employee')
            .select(['first_name', 'last_name'])
            .where('client_id', '=', clientId)
            .where('id', '=', identifier)
            .executeTakeFirst()) as { first_name: unknown; last_name: unknown } | undefined);
    const absences = identifier === null ? [] : await absencesDuring(db, clientId, identifier, first, last);

    let absentWorkingDays = 0;
    const days = dates.map((date) => {
      const current = absences.filter((absence) => absence.start_date <= date && date <= absence.end_date);
      const weekend = isWeekend(date);
      if (!weekend && current.length > 0) absentWorkingDays += current.every(isHalfDay) ? 0.5 : 1;
      return {
        date,
        day_of_week: frenchWeekday(date),
        day_number: Number(date.slice(8)),
        month_name: frenchMonth(date),
        week_number: isoWeekNumber(date),
        weekend,
        isToday: date === today,
        events: current.map((absence) => eventOf(absence, employee)),
      };
    });
    return { planning_days: days, planning_informations_label: summary(month, absentWorkingDays), planning_scale: 'month' };
  },
};

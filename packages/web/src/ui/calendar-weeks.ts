/** Weeks as calendars draw them: Monday to Sunday (SPEC §9). Shared by the planning screen and the form's Planning element. */

/** 0 for Monday … 6 for Sunday. */
export const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The days in weeks of seven, Monday first; cells before the first day and after the last are null. */
export function weeksOf<Day extends { date: string }>(days: Day[]): (Day | null)[][] {
  if (days.length === 0) return [];
  const cells: (Day | null)[] = [...Array.from({ length: mondayIndex(days[0]!.date) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_unused, week) => cells.slice(week * 7, week * 7 + 7));
}

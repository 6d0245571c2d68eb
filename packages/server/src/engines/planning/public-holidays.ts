import Holidays from 'date-holidays';

/**
 * French public holidays (date-holidays: Easter Monday, Ascension and Pentecost Monday computed for each year).
 * Alsace-Moselle (departments 57, 67, 68) adds Good Friday and St Stephen's Day; an organisation there says so with
 * the client setting `public_holidays_region` = `alsace_moselle`.
 */
export type HolidayRegion = 'metropolitan' | 'alsace_moselle';

const calendars: Record<HolidayRegion, Holidays> = {
  metropolitan: new Holidays('FR', { languages: ['fr'], types: ['public'] }),
  alsace_moselle: new Holidays('FR', '57', { languages: ['fr'], types: ['public'] }),
};

/** Years worked out and kept (a planning call asks one or two; the package takes about a millisecond a year). */
const KEPT_YEARS = 64;
const years = new Map<string, { date: string; name: string }[]>();

/** A year's days off in a region, worked out once: only days off, not observances (Mother's Day, Pentecost Sunday). */
function daysOff(region: HolidayRegion, year: number): { date: string; name: string }[] {
  const key = `${region} ${year}`;
  let days = years.get(key);
  if (days === undefined) {
    days = calendars[region]
      .getHolidays(year, 'fr')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
    // Any year may be asked for: the oldest kept goes first.
    if (years.size >= KEPT_YEARS) years.delete(years.keys().next().value!);
    years.set(key, days);
  }
  return days;
}

/** The public holidays from `first` to `last` (yyyy-MM-dd, both included), by date. */
export function publicHolidays(region: HolidayRegion, first: string, last: string): Map<string, string> {
  const holidays = new Map<string, string>();
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const { date, name } of daysOff(region, year)) if (date >= first && date <= last) holidays.set(date, name);
  }
  return holidays;
}

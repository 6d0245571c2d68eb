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

/** The public holidays from `first` to `last` (yyyy-MM-dd, both included), by date. */
export function publicHolidays(region: HolidayRegion, first: string, last: string): Map<string, string> {
  const holidays = new Map<string, string>();
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year += 1) {
    for (const holiday of calendars[region].getHolidays(year, 'fr')) {
      const date = holiday.date.slice(0, 10);
      // Only days off: observances (Mother's Day, Pentecost Sunday) are not holidays.
      if (holiday.type === 'public' && date >= first && date <= last) holidays.set(date, holiday.name);
    }
  }
  return holidays;
}

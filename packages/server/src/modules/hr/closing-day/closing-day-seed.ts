import type { ModuleSeed } from '../../../demo/seed-context.js';
import { addDays, isoDate, isoWeekday } from '../../../metadata/calendar.js';

/**
 * The closings of the demo organisations around the day the database is seeded: the week between Christmas and New
 * Year of this year and the last, and the inventory day (the first Monday of July) of this year.
 */
const christmasWeek = (year: number) => ({ values: { label: 'Fermeture de fin d’année', reason: 'annual', start_date: `${year}-12-26`, end_date: `${year}-12-31` } });

export const closingDaySeed: ModuleSeed = {
  module: 'closing_day',
  async run(context) {
    const year = Number(isoDate(context.now).slice(0, 4));
    const julyFirst = `${year}-07-01`;
    const inventoryDay = addDays(julyFirst, (8 - isoWeekday(julyFirst)) % 7);
    await context.insert('closing_day', [
      christmasWeek(year - 1),
      christmasWeek(year),
      { values: { label: 'Inventaire annuel', reason: 'inventory', start_date: inventoryDay, end_date: inventoryDay } },
    ]);
  },
};

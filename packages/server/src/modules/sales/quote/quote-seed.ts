import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';
import { addDays, parisDate } from '../../../metadata/calendar.js';
import { SEED_HISTORY_DAYS, catalogueOf, numberedInDateOrder, seedLines } from '../document-seed.js';
import { TERM_DAYS } from '../sales-document.js';

/** About 250 quotes per tenant over two years: still-valid ones are drafts or awaiting an answer, older ones decided or expired. */
export const quoteSeed: ModuleSeed = {
  module: 'quote',
  async run(context) {
    const random = context.random('quote');
    const customers = context.ids('customer');
    const catalogue = await catalogueOf(context);
    const today = parisDate(context.now);
    const records: SeedRecord[] = Array.from({ length: 250 * context.size }, () => {
      const issueDate = addDays(today, -random.int(0, SEED_HISTORY_DAYS));
      const validUntil = addDays(issueDate, TERM_DAYS);
      const status =
        validUntil >= today
          ? random.pick(['draft', 'sent', 'sent', 'accepted'])
          : random.pick(['accepted', 'accepted', 'refused', 'expired']);
      return {
        values: {
          customer: random.pick(customers),
          issue_date: issueDate,
          valid_until: validUntil,
          status,
          notes: random.chance(0.2) ? '<p>Tarifs valables pour une commande passée avant la date de validité.</p>' : null,
        },
        collections: { lines: seedLines(random, catalogue) },
      };
    });
    await context.insert('quote', numberedInDateOrder(records, 'DE'));
  },
};

import { fromCents } from '@ossature/contract';
import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedContext, SeedRecord } from '../../../demo/seed-context.js';
import { addDays, parisDate } from '../../../metadata/calendar.js';
import { SEED_HISTORY_DAYS, catalogueOf, numberedInDateOrder, seedLines } from '../document-seed.js';
import { TERM_DAYS } from '../sales-document.js';

/** Recent invoices may still be drafts; due ones are mostly paid, a few late or cancelled. */
function statusOf(random: Random, issueDate: string, dueDate: string, today: string): string {
  if (addDays(issueDate, 10) >= today) return random.pick(['draft', 'sent', 'sent']);
  if (dueDate >= today) return random.pick(['sent', 'sent', 'paid']);
  if (random.chance(0.05)) return 'cancelled';
  return random.chance(0.1) ? 'sent' : 'paid';
}

/** The tenant's accepted quotes with their lines, as the quote seed created them (money columns hold cents). */
async function acceptedQuotes(context: SeedContext) {
  const rows = await context.db
    .selectFrom('quote_lines')
    .innerJoin('quote', 'quote.id', 'quote_lines.parent_id')
    .select(['quote.id as quote_id', 'quote.customer', 'quote.issue_date', 'quote_lines.product', 'quote_lines.label', 'quote_lines.quantity', 'quote_lines.unit_price', 'quote_lines.vat_rate'])
    .where('quote.client_id', '=', context.clientId)
    .where('quote.status', '=', 'accepted')
    .orderBy('quote.id')
    .orderBy('quote_lines.position')
    .execute();
  const quotes = new Map<number, { id: number; customer: number; issueDate: string; lines: Record<string, unknown>[] }>();
  for (const row of rows) {
    const id = Number(row.quote_id);
    const quote = quotes.get(id) ?? { id, customer: Number(row.customer), issueDate: String(row.issue_date), lines: [] };
    quote.lines.push({
      product: row.product === null ? null : Number(row.product),
      label: row.label,
      quantity: Number(row.quantity),
      unit_price: fromCents(Number(row.unit_price)),
      vat_rate: row.vat_rate,
    });
    quotes.set(id, quote);
  }
  return [...quotes.values()];
}

/**
 * About 400 invoices per tenant over two years: most accepted quotes are invoiced (same customer and lines, the
 * quote named in `quotes`), the others are invoices of their own.
 */
export const invoiceSeed: ModuleSeed = {
  module: 'invoice',
  async run(context) {
    const random = context.random('invoice');
    const customers = context.ids('customer');
    const catalogue = await catalogueOf(context);
    const today = parisDate(context.now);
    const invoice = (values: Record<string, unknown>, issueDate: string, lines: Record<string, unknown>[]): SeedRecord => {
      const dueDate = addDays(issueDate, TERM_DAYS);
      return {
        values: { ...values, issue_date: issueDate, due_date: dueDate, status: statusOf(random, issueDate, dueDate, today) },
        collections: { lines },
      };
    };
    // An accepted quote is invoiced a few days later, unless that day has not come yet.
    const fromQuotes = (await acceptedQuotes(context))
      .map((quote) => ({ quote, issueDate: addDays(quote.issueDate, random.int(2, 20)), invoiced: random.chance(0.8) }))
      .filter(({ issueDate, invoiced }) => invoiced && issueDate <= today)
      .map(({ quote, issueDate }) => invoice({ customer: quote.customer, quotes: [quote.id] }, issueDate, quote.lines));
    const standalone = Array.from({ length: Math.max(0, 400 * context.size - fromQuotes.length) }, () =>
      invoice(
        {
          customer: random.pick(customers),
          quotes: [],
          notes: random.chance(0.2) ? '<p>Paiement par virement à réception de facture.</p>' : null,
        },
        addDays(today, -random.int(0, SEED_HISTORY_DAYS)),
        seedLines(random, catalogue),
      ),
    );
    await context.insert('invoice', numberedInDateOrder([...fromQuotes, ...standalone], 'FA'));
  },
};

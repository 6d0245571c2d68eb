import { fromCents } from '@ossature/contract';
import type { Random } from '../../demo/random.js';
import type { SeedContext, SeedRecord } from '../../demo/seed-context.js';
import { type DocumentPrefix, documentNumber } from './document-number.js';

/** Demo documents are spread over the two years before the demo's day. */
export const SEED_HISTORY_DAYS = 730;

/** What the demo lines of quotes and invoices need of a product. */
export interface CatalogueItem {
  id: number;
  name: string;
  price: number;
  vatRate: string;
}

/** The tenant's products, as the product seed created them (money columns hold cents). */
export async function catalogueOf(context: SeedContext): Promise<CatalogueItem[]> {
  const rows = await context.db
    .selectFrom('product')
    .select(['id', 'name', 'price', 'vat_rate'])
    .where('client_id', '=', context.clientId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), price: fromCents(Number(row.price)), vatRate: String(row.vat_rate) }));
}

/** One to eight lines: mostly catalogue products (some with a 10 % discount), now and then a delivery charge. */
export function seedLines(random: Random, catalogue: CatalogueItem[]): Record<string, unknown>[] {
  return Array.from({ length: random.int(1, 8) }, () => {
    if (random.chance(0.08)) return { product: null, label: 'Frais de livraison', quantity: 1, unit_price: 14.9, vat_rate: '20' };
    const item = random.pick(catalogue);
    const discounted = random.chance(0.15);
    return {
      product: item.id,
      label: discounted ? `${item.name} (remise 10 %)` : item.name,
      quantity: random.chance(0.2) ? random.int(1, 16) / 2 : random.int(1, 12),
      unit_price: discounted ? Math.round(item.price * 90) / 100 : item.price,
      vat_rate: item.vatRate,
    };
  });
}

/**
 * The documents in issue-date order, numbered per year as the numbering of a save does (next number of the year):
 * ids and numbers then grow together, and the first document saved after the demo data gets the following number.
 */
export function numberedInDateOrder(records: SeedRecord[], prefix: DocumentPrefix): SeedRecord[] {
  const sequences = new Map<string, number>();
  return records
    .map((record, index) => ({ record, index }))
    .toSorted((a, b) => String(a.record.values.issue_date).localeCompare(String(b.record.values.issue_date)) || a.index - b.index)
    .map(({ record }) => {
      const year = String(record.values.issue_date).slice(0, 4);
      const sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      return { ...record, values: { ...record.values, number: documentNumber(prefix, year, sequence) } };
    });
}

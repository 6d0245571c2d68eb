/** What quotes and invoices share: number, customer, issue date, lines and totals. */
import type { DefaultContext, FieldDefinition, RecordValues } from '../../metadata/field-definition.js';
import { notBefore } from '../../metadata/date-constraints.js';
import { f } from '../../metadata/fields.js';
import type { InlineCollectionDefinition } from '../../metadata/module-definition.js';
import { documentTotals, lineTotal } from './amounts.js';
import { addDays, parisDate } from '../../metadata/calendar.js';
import { STANDARD_VAT_RATE, vatRateOptions } from './vat-rates.js';

/** Given by the server on the first save (see document-number.ts), never typed; a copy gets a new one. */
export const numberField = f.string('Numéro', { readOnly: true, unique: true, clearOnCopy: true, maxLength: 20, helperText: "Attribué à l'enregistrement" });

/** The customer, chosen among the tenant's or created on the spot. */
export const customerField = f.selectAsync('Client', { module: 'customer', required: true, newRecord: true });

/** Today in France for a new document (and for a copy). */
export const issueDateField = (label: string) =>
  f.date(label, { required: true, clearOnCopy: true, default: ({ now }: DefaultContext) => parisDate(now) });

/** How long a quote stays valid, and how long a customer has to pay an invoice, by default. */
export const TERM_DAYS = 30;

/** A validity or due date cannot come before the issue date. */
const notBeforeIssueDate = notBefore('issue_date', "la date doit être égale ou postérieure à la date d'émission");

/** A quote's validity or an invoice's due date: 30 days after a new document's issue date, reset on copy with it. */
export const termDateField = (label: string) =>
  f.date(label, {
    constraint: notBeforeIssueDate,
    clearOnCopy: true,
    default: ({ now }: DefaultContext) => addDays(parisDate(now), TERM_DAYS),
  });

/** Largest quantity and unit price (in euros) of a line. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PRICE = 1_000_000;

/**
 * The lines: a dense table, in the order the user gives them. The line total is recomputed by the server from
 * quantity and unit price, whatever the screen sends.
 */
export const documentLines: InlineCollectionDefinition = {
  kind: 'inline',
  label: 'Lignes',
  element: 'TableDenseCollection',
  ordered: true,
  fields: {
    // The catalogue is large: its first names on opening would mean nothing, a line's product is searched.
    // A product missing from the catalogue is created from the line as typed: its name, price and VAT rate.
    product: f.selectAsync('Produit', { module: 'product', newRecord: true, cancelAutoFetch: true, newParams: { name: 'label', price: 'unit_price', vat_rate: 'vat_rate' } }),
    label: f.string('Désignation', { required: true }),
    // Bounds keep every computed total an exact number of cents, far within a bigint column.
    quantity: f.number('Quantité', { decimals: 2, min: 0, max: MAX_QUANTITY, required: true, default: 1 }),
    // A negative unit price is a discount line.
    unit_price: f.money('Prix unitaire HT', { required: true, min: -MAX_UNIT_PRICE, max: MAX_UNIT_PRICE }),
    vat_rate: f.select('TVA', { options: vatRateOptions, required: true, default: STANDARD_VAT_RATE }),
    line_total: f.money('Total HT', {
      compute: ({ values }) => lineTotal(values.quantity, values.unit_price),
      dependsOn: ['quantity', 'unit_price'],
    }),
  },
};

const linesOf = (record: RecordValues) => record.collections.lines ?? [];

/** The totals, computed from the lines (see documentTotals) on every save and onchange. */
export const documentTotalFields: Record<string, FieldDefinition> = {
  total_excl_vat: f.money('Total HT', { compute: (record) => documentTotals(linesOf(record)).excludingVat, dependsOn: ['lines'] }),
  total_vat: f.money('TVA', { compute: (record) => documentTotals(linesOf(record)).vat, dependsOn: ['lines'] }),
  total_incl_vat: f.money('Total TTC', { compute: (record) => documentTotals(linesOf(record)).includingVat, dependsOn: ['lines'] }),
};

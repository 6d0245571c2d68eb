import type { SelectOption } from '@ossature/contract';

/** Where an invoice stands. */
export const invoiceStatusOptions: SelectOption[] = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'sent', label: 'Envoyée' },
  { value: 'paid', label: 'Payée' },
  { value: 'cancelled', label: 'Annulée' },
];

/** Invoices that count in a customer's revenue: sent (due) or paid; drafts and cancelled ones do not. */
export const REVENUE_STATUSES = ['sent', 'paid'];

/** Above this total including VAT (euros), a draft invoice calls for an administrator's validation. */
export const INVOICE_VALIDATION_THRESHOLD = 10_000;

import type { SelectOption } from '@ossature/contract';

/** Where a quote stands. */
export const quoteStatusOptions: SelectOption[] = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'sent', label: 'Envoyé' },
  { value: 'accepted', label: 'Accepté' },
  { value: 'refused', label: 'Refusé' },
  { value: 'expired', label: 'Expiré' },
];

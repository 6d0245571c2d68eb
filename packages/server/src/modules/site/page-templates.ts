import type { SelectOption } from '@ossature/contract';

/** Page templates of the website; values are stored, labels shown. */
export const pageTemplateOptions: SelectOption[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'full_width', label: 'Pleine largeur' },
  { value: 'news', label: 'Actualité' },
  { value: 'landing', label: 'Landing' },
];

import type { SelectOption } from '@ossature/contract';

/** Kinds of maintenance work; values are stored, labels shown. */
export const maintenanceKindOptions: SelectOption[] = [
  { value: 'service', label: 'Révision' },
  { value: 'oil_change', label: 'Vidange' },
  { value: 'tyres', label: 'Pneus' },
  { value: 'brakes', label: 'Freins' },
  { value: 'inspection', label: 'Contrôle technique' },
  { value: 'bodywork', label: 'Carrosserie' },
];

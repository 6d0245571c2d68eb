import type { SelectOption } from '@ossature/contract';

/** Kinds of maintenance work; values are stored, labels shown, colours those of the interventions' planning cards. */
export const maintenanceKindOptions: SelectOption[] = [
  { value: 'service', label: 'Révision', color: '#1565c0' },
  { value: 'oil_change', label: 'Vidange', color: '#6d4c41' },
  { value: 'tyres', label: 'Pneus', color: '#455a64' },
  { value: 'brakes', label: 'Freins', color: '#c62828' },
  { value: 'inspection', label: 'Contrôle technique', color: '#2e7d32' },
  { value: 'bodywork', label: 'Carrosserie', color: '#6a1b9a' },
];

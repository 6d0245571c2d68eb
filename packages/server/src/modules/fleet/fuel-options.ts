import type { SelectOption } from '@ossature/contract';

/** Fuels of a vehicle; values are stored, labels shown. */
export const fuelOptions: SelectOption[] = [
  { value: 'petrol', label: 'Essence' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'electric', label: 'Électrique' },
  { value: 'hybrid', label: 'Hybride' },
];

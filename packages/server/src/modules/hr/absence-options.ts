import type { SelectOption } from '@ossature/contract';

/** Kinds of absence: the absence's type, and the title of its events in an employee's planning. */
export const absenceTypes: SelectOption[] = [
  { value: 'paid_leave', label: 'Congés payés' },
  { value: 'rtt', label: 'RTT' },
  { value: 'sick', label: 'Maladie' },
  { value: 'training', label: 'Formation' },
  { value: 'unpaid', label: 'Sans solde' },
];

/** Where a request stands; the colours are those of the absence's button group and of its planning events. */
export const absenceStatuses: SelectOption[] = [
  { value: 'requested', label: 'Demandée', color: '#f0ad4e' },
  { value: 'approved', label: 'Validée', color: '#5cb85c' },
  { value: 'refused', label: 'Refusée', color: '#d9534f' },
];

/** A refused absence does not happen: plannings, charts and overlap checks leave it out. */
export const REFUSED = 'refused';

export const optionOf = (options: SelectOption[], value: unknown) => options.find((option) => option.value === value);

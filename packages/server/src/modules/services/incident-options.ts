import type { SelectOption } from '@ossature/contract';

/**
 * An incident's status. Values sort the way the list shows them by default (descending: open, then ongoing, then
 * closed, the newest first in each): the list orders by one column, and this keeps the open ones on top.
 */
export const incidentStatuses: SelectOption[] = [
  { value: 'open', label: 'Ouvert', color: '#d9534f' },
  { value: 'ongoing', label: 'En cours', color: '#f0ad4e' },
  { value: 'closed', label: 'Résolu', color: '#5cb85c' },
];
export const OPEN_STATUSES = ['open', 'ongoing'];
export const RESOLVED = 'closed';

export const incidentSeverities: SelectOption[] = [
  { value: 'blocking', label: 'Bloquant', color: '#c62828' },
  { value: 'major', label: 'Majeur', color: '#ef6c00' },
  { value: 'minor', label: 'Mineur', color: '#0277bd' },
];

export const incidentCategories: SelectOption[] = [
  { value: 'vehicle', label: 'Véhicule' },
  { value: 'building', label: 'Bâtiment' },
  { value: 'it', label: 'Informatique' },
  { value: 'equipment', label: 'Équipement' },
  { value: 'other', label: 'Autre' },
];

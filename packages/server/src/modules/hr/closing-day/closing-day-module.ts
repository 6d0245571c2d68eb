import { notBefore } from '../../../metadata/date-constraints.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';

/** Why the organisation closes: shown with the closed days of every planning. */
export const closingReasons = [
  { value: 'annual', label: 'Fermeture annuelle' },
  { value: 'bridge', label: 'Pont' },
  { value: 'inventory', label: 'Inventaire' },
  { value: 'other', label: 'Autre' },
];

/** Days the organisation is closed (a bridge day, the Christmas week): every planning shades them. */
export const closingDayModule = defineModule({
  name: 'closing_day',
  label: 'Jours de fermeture',
  recordName: 'Fermeture',
  menu: { group: 'rh', order: 40, icon: 'event_busy' },
  title: '{label}',
  recordLabel: { fields: ['label', 'start_date'], template: '{label} ({start_date})' },
  fields: {
    label: f.string('Libellé', { required: true, maxLength: 120 }),
    reason: f.select('Motif', { required: true, default: 'annual', options: closingReasons }),
    start_date: f.date('Premier jour', { required: true }),
    end_date: f.date('Dernier jour', {
      required: true,
      constraint: notBefore('start_date', 'ne peut pas précéder le premier jour'),
    }),
  },
  closingDays: { start: 'start_date', end: 'end_date', label: 'label', reason: 'reason' },
  list: { columns: ['label', 'reason', 'start_date', 'end_date'], sort: { field: 'start_date', direction: 'desc' }, search: ['label'] },
  layout: ui.vertical('label', 'reason', ui.horizontal('start_date', 'end_date')),
});

import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { maintenanceKindOptions } from '../maintenance-kinds.js';

/**
 * Maintenance work on a vehicle, done or planned. Opened from the vehicle's 'Interventions' sub-form (which passes
 * vehicle={id}) or on its own; a vehicle that still has interventions cannot be deleted.
 */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  label: 'Interventions de maintenance',
  recordName: 'Intervention',
  menu: { group: 'parc', order: 20, icon: 'build' },
  title: '{kind} du {date}',
  recordLabel: { fields: ['kind', 'date', 'garage'], template: '{kind} du {date}' },
  fields: {
    vehicle: f.selectAsync('Véhicule', { module: 'vehicle', required: true }),
    date: f.datetime('Date', { required: true }),
    kind: f.select('Type d’intervention', { options: maintenanceKindOptions }),
    mileage: f.number('Kilométrage', { min: 0, helperText: 'Relevé au compteur, en kilomètres' }),
    cost: f.money('Coût', { min: 0 }),
    garage: f.string('Garage', { maxLength: 150 }),
    done: f.boolean('Réalisée'),
    notes: f.textarea('Notes', { rows: 5 }),
  },
  list: {
    columns: ['vehicle', 'date', 'kind', 'garage', 'mileage', { field: 'cost', aggregate: 'sum' }, 'done'],
    sort: { field: 'date', direction: 'desc' },
    search: ['vehicle', 'garage', 'notes'],
  },
  plannings: [
    {
      name: 'maintenances',
      label: 'Planning des interventions',
      icon: 'build',
      start: 'date',
      durationHours: 2,
      title: '{kind}',
      subtitle: '{vehicle}',
      content: 'notes',
      color: 'kind',
      item: 'vehicle',
      filters: ['kind'],
      exports: ['ics'],
    },
  ],
  layout: ui.vertical(ui.horizontal('vehicle', 'date'), ui.horizontal('kind', 'done'), ui.horizontal('mileage', 'cost'), 'garage', 'notes'),
  // The vehicles have no inspection date of their own: their technical inspections are planned interventions.
  kpis: [
    {
      name: 'inspections_due',
      title: 'Contrôles techniques sous 30 jours',
      format: 'number',
      icon: 'directions_car',
      aggregate: 'count',
      where: [
        { field: 'kind', op: '=', value: 'inspection' },
        { field: 'done', op: '=', value: false },
        { field: 'date', op: '>=', value: { today: 0 } },
        { field: 'date', op: '<=', value: { today: 30 } },
      ],
      link: '/list/maintenance',
    },
  ],
});

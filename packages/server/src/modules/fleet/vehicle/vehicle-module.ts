import type { RowProperty } from '@ossature/contract';
import type { RecordValues } from '../../../metadata/field-definition.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { fuelOptions } from '../fuel-options.js';

/** French registration plates since 2009 (SIV): AA-123-AA, without the letters I, O and U, never 000. */
export const plateSchema = {
  schema: { type: 'string', pattern: '^[A-HJ-NP-TV-Z]{2}-(?!000)\\d{3}-[A-HJ-NP-TV-Z]{2}$' },
  message: 'L’immatriculation doit être au format AA-123-AA (lettres sans I, O ni U).',
};

/** Colour of the markers of the map (SPEC §9 map colour). */
const MARKER_COLOR = '#0088c8';

/** The vehicle's marker (SPEC §3 Map geometry), from its coordinates; none until both are known. */
export function locationOf({ values }: RecordValues) {
  const { latitude, longitude } = values;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { id: 'location', type: 'marker', coordinates: [latitude, longitude], color: MARKER_COLOR };
}

/** An expired paper's own properties: nothing of it changes any more, and it says what to do instead. */
const EXPIRED_PAPER: Record<string, RowProperty> = {
  title: { read_only: true },
  file: { read_only: true },
  valid_until: { read_only: true, helperText: 'Expiré : ajoutez le document renouvelé comme un nouveau papier.' },
};

/** Vehicles of the fleet: identity, fuel, mileage, where they are parked, and their maintenance records. */
export const vehicleModule = defineModule({
  name: 'vehicle',
  label: 'Véhicules',
  recordName: 'Véhicule',
  menu: { group: 'parc', order: 10, icon: 'directions_car' },
  title: '{plate} – {brand} {model}',
  recordLabel: { fields: ['plate', 'brand', 'model'], template: '{plate} – {brand} {model}' },
  fields: {
    plate: f.string('Immatriculation', { required: true, unique: true, maxLength: 9, transform: 'uppercase', validationSchema: plateSchema, helperText: 'Format AA-123-AA' }),
    brand: f.string('Marque', { maxLength: 100 }),
    model: f.string('Modèle', { maxLength: 100 }),
    first_registration: f.year('Année de première immatriculation'),
    mileage: f.number('Kilométrage', { min: 0, helperText: 'En kilomètres' }),
    fuel: f.radio('Carburant', { options: fuelOptions }),
    latitude: f.number('Latitude', { decimals: 6, min: -90, max: 90 }),
    longitude: f.number('Longitude', { decimals: 6, min: -180, max: 180 }),
    // Not `position`: the registry reserves that name for the row order of collection tables, even for a kind that
    // stores nothing.
    location: f.geometryMap('Position', { compute: locationOf, dependsOn: ['latitude', 'longitude'] }),
    // Write-only: the card's code is typed when it changes, never shown again.
    fuel_card_pin: f.password('Code de la carte carburant', { helperText: 'Laissez vide pour conserver le code actuel.' }),
    in_service: f.boolean('En service', { default: true }),
    photo: f.file('Photo'),
  },
  collections: {
    // The vehicle's papers (registration, insurance…), one tab each: files dropped on the attach button become tabs.
    papers: {
      kind: 'inline',
      label: 'Papiers du véhicule',
      element: 'TabCollection',
      titleTemplate: '$title',
      fields: {
        title: f.string('Intitulé', { required: true, maxLength: 150 }),
        file: f.file('Fichier', { required: true }),
        valid_until: f.date('Valable jusqu’au'),
      },
      layout: ui.vertical('title', 'file', 'valid_until'),
      attach: { file: 'file', title: 'title' },
      // An expired paper is kept as it was, the record of what covered the vehicle then: its renewal is a new paper.
      rowProperties: (row, { today }) => (typeof row.valid_until === 'string' && row.valid_until < today ? EXPIRED_PAPER : {}),
    },
    // Who may drive it: each employee once, so a second row offers only the employees not listed yet.
    drivers: {
      kind: 'inline',
      label: 'Conducteurs autorisés',
      element: 'TableDenseCollection',
      fields: {
        employee: f.selectAsync('Conducteur', { module: 'employee', required: true, distinctInCollection: true }),
        since: f.date('Autorisé depuis'),
      },
    },
    maintenances: {
      kind: 'linked',
      label: 'Interventions',
      element: 'FormCollection',
      module: 'maintenance',
      parentField: 'vehicle',
      columns: ['date', 'kind', 'cost', 'done'],
      orderBy: { field: 'date', direction: 'desc' },
    },
  },
  list: {
    columns: ['plate', 'brand', 'model', 'first_registration', 'fuel', { field: 'mileage', aggregate: 'avg', aggregateLabel: 'Moyenne' }, 'in_service'],
    sort: { field: 'plate', direction: 'asc' },
    search: ['plate', 'brand', 'model'],
    bulkActions: [
      {
        name: 'vehicle_retire',
        label: 'Retirer du service',
        icon: 'archive',
        set: { in_service: false },
        onlyWhere: { field: 'in_service', in: [true], refusal: 'ce véhicule est déjà hors service.' },
      },
      {
        name: 'vehicle_restore',
        label: 'Remettre en service',
        icon: 'unarchive',
        set: { in_service: true },
        onlyWhere: { field: 'in_service', in: [false], refusal: 'ce véhicule est déjà en service.' },
      },
    ],
  },
  layout: ui.tabs(
    ui.tab(
      'Général',
      ui.vertical(ui.horizontal('plate', 'in_service'), ui.horizontal('brand', 'model'), ui.horizontal('first_registration', 'mileage'), 'fuel', 'fuel_card_pin', 'photo'),
    ),
    // The map places the `location` geometry it shows, computed from the coordinates beside it.
    ui.tab('Localisation', ui.horizontal(ui.vertical('latitude', 'longitude'), ui.map('Localisation', ['location']))),
    ui.tab('Entretien', 'maintenances'),
    ui.tab('Papiers', 'papers'),
    ui.tab('Conducteurs', 'drivers'),
  ),
});

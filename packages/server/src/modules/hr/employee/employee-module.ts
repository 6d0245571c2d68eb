import { type SelectOption, compareFrench, messages } from '@ossature/contract';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { absencesByMonth } from './absences-chart.js';

export const contractTypes: SelectOption[] = [
  { value: 'cdi', label: 'CDI' },
  { value: 'cdd', label: 'CDD' },
  { value: 'interim', label: 'Intérim' },
  { value: 'apprenticeship', label: 'Apprentissage' },
  { value: 'internship', label: 'Stage' },
];

/** Contracts that end on a known date. */
export const FIXED_TERM_CONTRACTS = ['cdd', 'interim', 'internship'];

export const weekdays: SelectOption[] = [
  { value: 'mon', label: 'Lun' },
  { value: 'tue', label: 'Mar' },
  { value: 'wed', label: 'Mer' },
  { value: 'thu', label: 'Jeu' },
  { value: 'fri', label: 'Ven' },
  { value: 'sat', label: 'Sam' },
  { value: 'sun', label: 'Dim' },
];

const email = { schema: { type: 'string', format: 'email' }, message: messages.form.invalidEmail };

/**
 * The staff of the organisation: identity, contract, career (read-only history kept by HR), absences (their own
 * forms), this month's planning and a year of absences as a chart.
 */
export const employeeModule = defineModule({
  name: 'employee',
  label: 'Salariés',
  recordName: 'Salarié',
  menu: { group: 'rh', order: 10, icon: 'people' },
  title: '{last_name} {first_name}',
  recordLabel: { fields: ['last_name', 'first_name'] },
  fields: {
    last_name: f.string('Nom', { required: true, maxLength: 100, transform: 'uppercase' }),
    first_name: f.string('Prénom', { required: true, maxLength: 100, transform: 'uppercase_first' }),
    birth_date: f.date('Date de naissance'),
    social_security_number: f.socialSecurityNumber('N° de sécurité sociale', { clearOnCopy: true, tooltip: 'Les 13 chiffres du numéro, sans les 2 chiffres de la clé' }),
    phone: f.phone('Téléphone'),
    email: f.string('E-mail', { maxLength: 200, validationSchema: email, clearOnCopy: true }),
    address: f.address('Adresse'),
    photo: f.file('Photo', { clearOnCopy: true }),
    contract: f.select('Contrat', { required: true, default: 'cdi', options: contractTypes }),
    hire_date: f.date("Date d'embauche", { required: true }),
    contract_end: f.date('Fin de contrat', {
      required: true,
      displayCondition: { scope: '#/properties/contract', schema: { enum: FIXED_TERM_CONTRACTS } },
      constraint: {
        message: "doit être postérieure à la date d'embauche",
        reads: ['hire_date'],
        check: (value, record) => typeof record.values.hire_date !== 'string' || String(value) > record.values.hire_date,
      },
    }),
    salary: f.money('Salaire brut mensuel', { min: 0 }),
    manager_id: f.selectAsync('Responsable', { module: 'employee' }),
    working_days: f.buttonGroupMultiple('Jours travaillés', { default: ['mon', 'tue', 'wed', 'thu', 'fri'], options: weekdays }),
    badge_signature: f.signature('Signature du badge', { clearOnCopy: true }),
    active: f.boolean('En poste', { default: true }),
    // Links the employee to the person's account: their time logged in the top bar goes to their timesheets.
    user_id: f.select('Compte utilisateur', {
      writableBy: ['admin'],
      unique: true,
      clearOnCopy: true,
      helperText: 'Le temps saisi par ce compte dans le suivi du temps va dans les feuilles de temps du salarié.',
      optionsFrom: async ({ db, clientId }) => {
        const rows = await db.selectFrom('app_user').select(['id', 'name']).where('client_id', '=', clientId).where('active', '=', 1).orderBy('id').execute();
        return rows.map((row) => ({ value: String(row.id), label: String(row.name) })).toSorted((a, b) => compareFrench(a.label, b.label));
      },
    }),
  },
  collections: {
    career: {
      kind: 'inline',
      label: 'Carrière',
      element: 'ReadOnlyCollection',
      fields: {
        date: f.date('Date'),
        event: f.string('Événement', { maxLength: 100 }),
        detail: f.string('Détail', { maxLength: 255 }),
      },
    },
    absences: {
      kind: 'linked',
      label: 'Absences',
      element: 'ListCollection',
      module: 'absence',
      parentField: 'employee_id',
      columns: ['type', 'start_date', 'end_date', 'days', 'status'],
      orderBy: { field: 'start_date', direction: 'desc' },
    },
  },
  list: {
    columns: ['last_name', 'first_name', 'contract', 'contract_end', 'manager_id', 'email', 'phone', { field: 'salary', aggregate: 'sum', hidden: true }, 'active'],
    sort: { field: 'last_name', direction: 'asc' },
    search: ['last_name', 'first_name', 'email'],
  },
  layout: ui.tabs(
    ui.tab(
      'Identité',
      ui.vertical(
        ui.horizontal(ui.vertical(ui.horizontal('last_name', 'first_name'), ui.horizontal('birth_date', 'social_security_number')), ui.card('Photo', 'photo')),
        ui.divider('Coordonnées'),
        ui.horizontal('phone', 'email'),
        'address',
      ),
    ),
    ui.tab(
      'Contrat',
      ui.vertical(
        ui.horizontal('contract', 'hire_date', 'contract_end'),
        ui.horizontal('salary', 'manager_id'),
        'user_id',
        'working_days',
        'active',
        ui.expansion('Badge', 'badge_signature'),
      ),
    ),
    ui.tab('Carrière', 'career'),
    ui.tab('Absences', ui.vertical('absences', ui.chart('absences_by_month', "Jours d'absence par mois"))),
    ui.tab('Planning', ui.planning('Planning du mois', 'absences')),
  ),
  charts: { absences_by_month: absencesByMonth },
});

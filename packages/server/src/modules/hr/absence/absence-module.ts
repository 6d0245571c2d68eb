import { notBefore } from '../../../metadata/date-constraints.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import type { PlanningDeclaration } from '../../../metadata/planning-declaration.js';
import { REFUSED, absenceStatuses, absenceTypes } from '../absence-options.js';
import { workingDaysBetween } from '../../../metadata/calendar.js';
import { absenceSummary } from './absence-summary.js';
import { managerOrAdmins } from './absence-validators.js';
import { overlapWarnings } from './overlap-warnings.js';

/**
 * Working days (Monday to Friday) from the first to the last day; a half day counts 0.5 when the absence lasts a
 * single working day. Unknown until both dates are given and in order.
 */
export function absenceDays(start: unknown, end: unknown, halfDay: unknown): number | null {
  if (typeof start !== 'string' || typeof end !== 'string' || end < start) return null;
  const days = workingDaysBetween(start, end);
  return halfDay === true && start === end && days === 1 ? 0.5 : days;
}

/** An absence as both plannings draw it: its dates, kind and status, its employee's line and name, its half day. */
const absenceEvents = {
  start: 'start_date',
  end: 'end_date',
  title: '{type}',
  subtitle: '{status}',
  content: 'comment',
  color: 'status',
  item: 'employee_id',
  people: { field: 'employee_id', firstName: 'first_name', surname: 'last_name' },
  halfDay: 'half_day',
} satisfies Partial<PlanningDeclaration>;

/** Leave, sick days and training of the employees, requested then validated or refused. */
export const absenceModule = defineModule({
  name: 'absence',
  label: 'Absences',
  recordName: 'Absence',
  menu: { group: 'rh', order: 20, icon: 'beach_access' },
  title: '{type} du {start_date} au {end_date}',
  recordLabel: { fields: ['type', 'start_date', 'end_date'], template: '{type} du {start_date} au {end_date}' },
  fields: {
    employee_id: f.selectAsync('Salarié', { module: 'employee', required: true }),
    type: f.select("Type d'absence", { required: true, default: 'paid_leave', options: absenceTypes }),
    start_date: f.date('Date de début', { required: true }),
    end_date: f.date('Date de fin', {
      required: true,
      constraint: notBefore('start_date', 'ne peut pas précéder la date de début'),
    }),
    half_day: f.boolean('Demi-journée', {
      helperText: "Pour une absence d'une seule journée",
      constraint: {
        message: "ne concerne qu'une absence d'une seule journée",
        reads: ['start_date', 'end_date'],
        check: (value, record) => value !== true || record.values.start_date === record.values.end_date,
      },
    }),
    days: f.number('Jours ouvrés', {
      decimals: 1,
      compute: ({ values }) => absenceDays(values.start_date, values.end_date, values.half_day),
      dependsOn: ['start_date', 'end_date', 'half_day'],
    }),
    status: f.buttonGroup('Statut', { required: true, default: 'requested', options: absenceStatuses }),
    comment: f.textarea('Commentaire'),
  },
  collections: {
    // Whoever requests or validates an absence sees the employee's others beside it: the one chosen, as it is chosen.
    employee_absences: {
      kind: 'linked',
      label: 'Autres absences du salarié',
      element: 'ListCollection',
      module: 'absence',
      parentField: 'employee_id',
      through: 'employee_id',
      columns: ['type', 'start_date', 'end_date', 'days', 'status'],
      orderBy: { field: 'start_date', direction: 'desc' },
    },
  },
  list: {
    columns: ['employee_id', 'type', 'start_date', 'end_date', { field: 'days', aggregate: 'sum' }, 'status', { field: 'comment', hidden: true, maxLength: 60 }],
    sort: { field: 'start_date', direction: 'desc' },
    search: ['employee_id', 'comment'],
    bulkActions: [
      {
        name: 'absence_approve',
        label: 'Valider les absences',
        icon: 'check_circle',
        set: { status: 'approved' },
        onlyWhere: { field: 'status', in: ['requested'], refusal: 'seules les absences demandées peuvent être validées.' },
      },
    ],
  },
  layout: ui.vertical(
    'employee_id',
    ui.horizontal('type', 'status'),
    ui.horizontal('start_date', 'end_date', 'half_day'),
    'days',
    'comment',
    'employee_absences',
  ),
  plannings: [
    {
      name: 'absences',
      label: 'Planning des absences',
      icon: 'beach_access',
      ...absenceEvents,
      hide: { field: 'status', values: [REFUSED] },
      filters: ['type', 'status'],
      exports: ['ics', 'csv'],
      informations: absenceSummary,
    },
    // The requests waiting for a decision: each asks the manager for one, so none is folded away (skipGrouping) — the
    // team planning above folds a busy day's absences, which are read as a count.
    {
      name: 'absence_requests',
      label: "Planning des demandes d'absence",
      icon: 'hourglass_empty',
      ...absenceEvents,
      hide: { field: 'status', values: ['approved', REFUSED] },
      filters: ['type'],
      skipGrouping: true,
    },
  ],
  // A request is validated or refused; either may be asked again (dates changed, a new reason).
  workflow: {
    field: 'status',
    states: {
      requested: { label: 'Demandée', icon: 'hourglass_empty' },
      approved: { label: 'Validée', icon: 'check_circle' },
      refused: { label: 'Refusée', icon: 'cancel' },
    },
    transitions: { requested: ['approved', 'refused'], approved: ['requested'], refused: ['requested'] },
  },
  // The employee's manager (else an administrator) validates a requested absence; the decision sets its status.
  validation: {
    steps: [{ type: 'VALIDATION', label: 'Validation du responsable', validators: managerOrAdmins }],
    required: (values) => values.status === 'requested',
    onValidated: { status: 'approved' },
    onRefused: { status: REFUSED },
  },
  kpis: [
    { name: 'absences_to_approve', title: 'Absences à valider', format: 'number', icon: 'beach_access', aggregate: 'count', where: [{ field: 'status', op: '=', value: 'requested' }], link: '/list/absence' },
  ],
  afterSave: { goBack: true },
  // The overlap is told while the dates are chosen, not only when saving.
  formValidation: { dependsOn: ['employee_id', 'start_date', 'end_date', 'status'], check: overlapWarnings },
  async preflight(context) {
    return { errors: [], warnings: await overlapWarnings(context) };
  },
});

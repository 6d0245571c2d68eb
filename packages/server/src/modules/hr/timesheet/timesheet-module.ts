import type { SelectOption } from '@ossature/contract';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';

export const projects: SelectOption[] = [
  { value: 'reception', label: 'Accueil du public' },
  { value: 'paperless', label: 'Dématérialisation des dossiers' },
  { value: 'renovation', label: 'Rénovation des locaux' },
  { value: 'training', label: 'Formation interne' },
  { value: 'administration', label: 'Administration générale' },
];

/** Projects that are activities of their own in the top bar's time tracking rather than choices of 'Projets'. */
const OWN_ACTIVITY_PROJECTS = ['reception', 'administration'];

const minutesOf = (time: unknown) => (typeof time === 'string' && /^\d{2}:\d{2}$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null);

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Hours from start to end, to the hundredth; unknown until both times are given and the end is later. */
export function lineHours(start: unknown, end: unknown): number | null {
  const [from, to] = [minutesOf(start), minutesOf(end)];
  return from === null || to === null || to <= from ? null : hundredths((to - from) / 60);
}

/** One employee's worked hours for one month, a line per stretch of work, validated by an administrator. */
export const timesheetModule = defineModule({
  name: 'timesheet',
  label: 'Feuilles de temps',
  recordName: 'Feuille de temps',
  menu: { group: 'rh', order: 30, icon: 'schedule' },
  title: 'Feuille de temps {month}',
  recordLabel: { fields: ['month'], template: 'Feuille de temps {month}' },
  fields: {
    // The employee opens beside the timesheet, in a new window, so both stay at hand; or over it, in the sub-form
    // dialog, where a change of the employee's name shows on the timesheet once saved.
    employee_id: f.selectAsync('Salarié', { module: 'employee', required: true, linkNewTab: true, opens: { form: 'employee', recordFrom: 'employee_id' } }),
    month: f.dateMonthly('Mois', { required: true }),
    total_hours: f.number('Total des heures', {
      decimals: 2,
      compute: ({ collections }) => hundredths((collections.lines ?? []).reduce((sum, line) => sum + (typeof line.hours === 'number' ? line.hours : 0), 0)),
      dependsOn: ['lines'],
    }),
    validated: f.boolean('Validée', { writableBy: ['admin'], helperText: 'Par un administrateur' }),
  },
  collections: {
    lines: {
      kind: 'inline',
      label: 'Lignes',
      element: 'TableDenseCollection',
      ordered: true,
      fields: {
        day: f.date('Jour', {
          required: true,
          constraint: {
            message: 'doit être dans le mois de la feuille',
            check: (value, record) => typeof record.values.month !== 'string' || String(value).startsWith(`${record.values.month}-`),
          },
        }),
        start: f.time('Début', { required: true }),
        end: f.time('Fin', { required: true }),
        project: f.select('Projet', { options: projects }),
        hours: f.number('Heures', {
          decimals: 2,
          compute: ({ values }) => lineHours(values.start, values.end),
          dependsOn: ['start', 'end'],
        }),
      },
    },
  },
  list: {
    columns: ['employee_id', 'month', { field: 'total_hours', aggregate: 'sum' }, 'validated'],
    sort: { field: 'month', direction: 'desc' },
    search: ['employee_id'],
  },
  layout: ui.vertical(ui.horizontal('employee_id', 'month'), 'lines', ui.horizontal('total_hours', 'validated')),
  // The time users log in the top bar: each activity's time becomes lines of the employee's timesheet of the month.
  timeLogging: {
    employees: { module: 'employee', user: 'user_id' },
    employee: 'employee_id',
    month: 'month',
    validated: 'validated',
    lines: { collection: 'lines', day: 'day', start: 'start', end: 'end', project: 'project' },
    activities: [
      {
        id: 'project',
        name: 'Projets',
        choiceTitle: 'Sur quel projet travaillez-vous ?',
        choices: projects.filter((project) => !OWN_ACTIVITY_PROJECTS.includes(String(project.value))),
      },
      { id: 'reception', name: 'Accueil du public', project: 'reception' },
      { id: 'administration', name: 'Administration générale', project: 'administration' },
    ],
  },
});

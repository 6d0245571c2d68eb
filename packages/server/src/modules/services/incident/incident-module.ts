import { parisDateTime } from '../../../metadata/calendar.js';
import type { DefaultContext } from '../../../metadata/field-definition.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { type HookContext, defineModule } from '../../../metadata/module-definition.js';
import { OPEN_STATUSES, RESOLVED, incidentCategories, incidentSeverities, incidentStatuses } from '../incident-options.js';

/** A resolved incident keeps when it was resolved (the first time it was saved so); reopening it clears the date. */
async function stampResolution({ record, now }: HookContext): Promise<void> {
  const { values } = record;
  if (values.status !== RESOLVED) values.resolved_at = null;
  else values.resolved_at ??= parisDateTime(now);
}

/**
 * Problems reported inside the organisation — a broken vehicle, a leaking roof, a network outage — that staff follow
 * and discuss until they are resolved. Declared as the incidents (`incidents`): the home page counts the open ones
 * and shows their messages, found by that declaration, never by this module's name. Staff report and read them;
 * administrators change their status, resolve and delete them.
 */
export const incidentModule = defineModule({
  name: 'incident',
  label: 'Incidents',
  recordName: 'Incident',
  menu: { group: 'services', order: 10, icon: 'report_problem' },
  title: '{title}',
  recordLabel: { fields: ['title'] },
  rights: { read: ['staff', 'admin'], create: ['staff', 'admin'], update: ['admin'], delete: ['admin'] },
  fields: {
    title: f.string('Titre', { required: true, maxLength: 200, transform: 'uppercase_first' }),
    severity: f.select('Gravité', { options: incidentSeverities, required: true, default: 'minor' }),
    status: f.select('Statut', { options: incidentStatuses, required: true, default: 'open' }),
    category: f.select('Catégorie', { options: incidentCategories }),
    reported_at: f.datetime('Signalé le', { required: true, default: ({ now }: DefaultContext) => parisDateTime(now) }),
    // Read, never typed: spelled out in full ('10 mars 2036 à 14:30:05'), to the second it was resolved.
    resolved_at: f.datetime('Résolu le', { readOnly: true, format: 'PPPpp', helperText: 'Renseigné quand l’incident passe à « Résolu »' }),
    description: f.textarea('Description', { rows: 6 }),
  },
  incidents: { title: 'title', status: 'status', open: OPEN_STATUSES, severity: 'severity', reportedAt: 'reported_at' },
  list: {
    columns: ['title', 'severity', 'status', 'category', 'reported_at', { field: 'resolved_at', hidden: true }],
    sort: { field: 'status', direction: 'desc' },
    search: ['title', 'description'],
  },
  layout: ui.vertical('title', ui.horizontal('severity', 'status', 'category'), ui.horizontal('reported_at', 'resolved_at'), 'description'),
  beforeSave: stampResolution,
});

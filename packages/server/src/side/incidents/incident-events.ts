import type { IncidentsUpdatedPayload } from '@ossature/contract';
import type { RecordDeps } from '../../records/record-access.js';
import type { Incidents } from './incident-module.js';
import { countOpen } from './incident-store.js';

/**
 * INCIDENTS_UPDATED to everyone of the organisation (SPEC §7): its count of open incidents now and, for a message,
 * the incident it was added to; the home page's card reads its list and thread again. The change is committed by
 * then: a bus that fails loses the announcement, never the change.
 */
export async function announceIncidents(deps: RecordDeps, incidents: Incidents, clientId: number, incidentId?: number): Promise<void> {
  try {
    const payload: IncidentsUpdatedPayload = { count: await countOpen(deps.db, incidents, clientId), ...(incidentId === undefined ? {} : { incident_id: incidentId }) };
    await deps.events.publish(clientId, { type: 'INCIDENTS_UPDATED', to: null, payload: { ...payload } });
  } catch (error) {
    process.emitWarning(`INCIDENTS_UPDATED not announced: ${String(error)}`);
  }
}

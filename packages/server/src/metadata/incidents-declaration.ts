/**
 * Its records are the organisation's incidents (SPEC §3 Incidents: a count; messages): those whose status is one of
 * `open` are counted on the home page, and each has a thread of messages. A string title, a single-choice status with
 * static options, the options that leave an incident open (at least one other closes it), and optionally a
 * single-choice severity and the date or datetime it was reported (its creation otherwise).
 */
export interface IncidentsDeclaration {
  title: string;
  status: string;
  open: string[];
  severity?: string;
  reportedAt?: string;
}

import { type CalendarEvent, clockOfHours, formatDate } from '@ossature/contract';
import { csvLine, withoutFormula } from '../../../infra/csv-text.js';

const HEADER = ['Début', 'Fin', 'Heure de début', 'Heure de fin', 'Titre', 'Détail', 'Élément', 'Personnes', 'Contenu'];

const clock = (hours: number | null) => (hours === null ? '' : clockOfHours(hours));

/**
 * The span's events as a French csv (';' between cells, dates dd/MM/yyyy, UTF-8 with a BOM so that spreadsheets read
 * the accents): one line per event, as the list exports write theirs.
 */
export function csvFile(events: CalendarEvent[]): string {
  const lines = events.map((event) =>
    csvLine(
      [
        formatDate('date', event.date),
        formatDate('date', event.end_date),
        clock(event.startTime),
        clock(event.endTime),
        event.title,
        event.subtitle,
        event.object_linked,
        event.employees.map((person) => `${person.first_name} ${person.surname}`).join(', '),
        event.content,
      ].map(withoutFormula),
    ),
  );
  return `\uFEFF${csvLine(HEADER)}${lines.join('')}`;
}

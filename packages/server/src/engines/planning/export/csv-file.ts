import { type CalendarEvent, clockOfHours, formatDate } from '@ossature/contract';

const HEADER = ['Début', 'Fin', 'Heure de début', 'Heure de fin', 'Titre', 'Détail', 'Élément', 'Personnes', 'Contenu'];

const clock = (hours: number | null) => (hours === null ? '' : clockOfHours(hours));

/** A cell: quoted when it holds the separator, a quote or a line break; a text that looks like a formula is kept as text. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The span's events as a French csv (';' between cells, dates dd/MM/yyyy, UTF-8 with a BOM so that spreadsheets read
 * the accents): one line per event, as the list exports write theirs.
 */
export function csvFile(events: CalendarEvent[]): string {
  const lines = events.map((event) =>
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
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}

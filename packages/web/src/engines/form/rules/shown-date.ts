import { DATE_FORMATS, type DateKind, checkDate, formatDate } from '@ossature/contract';
import { format, parse } from 'date-fns';
import { fr } from 'date-fns/locale';

/**
 * The display formats a property's `format` may ask for (SPEC §5: dd/MM/yyyy, also PPP, PPPpp, MM/yyyy): date-fns
 * patterns, the P ones spelled out in French ('10 mars 2036', '10 mars 2036 à 14:30:00'). Anything else is ignored.
 */
const SHOWN_FORMATS: ReadonlySet<string> = new Set(['dd/MM/yyyy', 'PPP', 'PPPpp', 'MM/yyyy']);

/**
 * A stored date as it reads (a read-only field, a table cell): in the property's format when it names one of the
 * display formats, else the kind's French format. An impossible or '0000-00-00' date reads empty (SPEC §5).
 */
export function shownDate(kind: DateKind, stored: string, shownFormat: string | undefined): string {
  if (shownFormat === undefined || !SHOWN_FORMATS.has(shownFormat)) return formatDate(kind, stored);
  const check = checkDate(kind, stored);
  if (!check.ok || check.value === null) return '';
  return format(parse(check.value, DATE_FORMATS[kind].stored, new Date(2000, 0, 1)), shownFormat, { locale: fr });
}

/** Stored (wire) formats of the date kinds (SPEC §5) and how each is shown in French. */
export const DATE_FORMATS = {
  date: { stored: 'yyyy-MM-dd', shown: 'dd/MM/yyyy' },
  date_monthly: { stored: 'yyyy-MM', shown: 'MM/yyyy' },
  year: { stored: 'yyyy', shown: 'yyyy' },
  datetime: { stored: 'yyyy-MM-dd HH:mm:ss', shown: 'dd/MM/yyyy HH:mm' },
} as const;
export type DateKind = keyof typeof DATE_FORMATS;

/** Dates before this year are refused with 'La date est trop petite' (typing 01/01/0202 for 2020 is the usual slip). */
export const MIN_YEAR = 1900;

export type DateCheck = { ok: true; value: string | null } | { ok: false; reason: 'invalid' | 'too_small' };

/** '0000-00-00', empty and blank mean "no date" (SPEC §5: shown empty). */
export const isEmptyDate = (value: string) => value.trim() === '' || /^0{4}(-0{2}){0,2}( 00:00(:00)?)?$/.test(value.trim());

/** The parts each stored format holds, in order (year, month, day, hours, minutes, seconds). */
const STORED_PATTERNS: Record<DateKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  date_monthly: /^(\d{4})-(\d{2})$/,
  year: /^(\d{4})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a stored value when they name a real calendar date and time of day, else null. */
function storedParts(kind: DateKind, text: string): string[] | null {
  const match = STORED_PATTERNS[kind].exec(text);
  if (!match) return null;
  const [, year, month = '01', day = '01', hours = '00', minutes = '00', seconds = '00'] = match;
  const [m, d] = [Number(month), Number(day)];
  // Every month has 28 days: the calendar is asked only beyond (a Date per date shown cost a list page its time).
  if (m < 1 || m > 12 || d < 1 || (d > 28 && d > daysIn(Number(year), m))) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return [year!, month, day, hours, minutes, seconds];
}

type CheckedDate = { ok: true; value: null } | { ok: true; value: string; parts: string[] } | { ok: false; reason: 'invalid' | 'too_small' };

/** checkDate's work, with the parts of the value it accepts: formatDate shows them without reading the value again. */
function checkedDate(kind: DateKind, raw: string): CheckedDate {
  if (isEmptyDate(raw)) return { ok: true, value: null };
  let text = raw.trim();
  if (kind === 'datetime') {
    text = text.replace('T', ' ');
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text)) text += ':00';
  }
  const parts = storedParts(kind, text);
  if (!parts) return { ok: false, reason: 'invalid' };
  if (Number(parts[0]) < MIN_YEAR) return { ok: false, reason: 'too_small' };
  return { ok: true, value: text, parts };
}

/**
 * Checks a stored-format date of the given kind: a real calendar date (2026-02-30 is not), not before MIN_YEAR.
 * A datetime also accepts `yyyy-MM-ddTHH:mm` and seconds-less forms, normalised to `yyyy-MM-dd HH:mm:ss`. Plain
 * calendar arithmetic: lists show dates by the hundred, and a date library's parse and format cost ten times more.
 */
export function checkDate(kind: DateKind, raw: string): DateCheck {
  const check = checkedDate(kind, raw);
  return check.ok ? { ok: true, value: check.value } : check;
}

/** A stored value shown the French way; invalid or empty dates show empty (SPEC §5). */
export function formatDate(kind: DateKind, stored: string | null | undefined): string {
  if (!stored) return '';
  const check = checkedDate(kind, stored);
  if (!check.ok || check.value === null) return '';
  const [year, month, day, hours, minutes] = check.parts;
  if (kind === 'date') return `${day}/${month}/${year}`;
  if (kind === 'date_monthly') return `${month}/${year}`;
  if (kind === 'year') return year!;
  return `${day}/${month}/${year} ${hours}:${minutes}`;
}

/** 'HH:mm' or 'HH:mm:ss' between 00:00 and 23:59:59, normalised to 'HH:mm'. */
export function checkTime(raw: string): { ok: true; value: string | null } | { ok: false } {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  return match ? { ok: true, value: `${match[1]}:${match[2]}` } : { ok: false };
}

/** A time of day given in decimal hours, as planning events carry it: '08:30' from 8.5, '24:00' for the day's end. */
export function clockOfHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

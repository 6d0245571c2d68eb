import { DATE_FORMATS, type DateKind, checkDate, checkTime, messages } from '@ossature/contract';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { format, parse } from 'date-fns';

/** Parsing a partial format (a year, a month) fills the rest from here: the 1st of January, midnight. */
const REFERENCE = new Date(2000, 0, 1);

/** How each date kind is typed and shown in the picker's field (SPEC §5). */
export const shownFormat = (kind: DateKind) => DATE_FORMATS[kind].shown;
export const TIME_FORMAT = 'HH:mm';

/** A stored value as the picker's date; '0000-00-00', invalid and empty values are no date (shown empty, SPEC §5). */
export function storedToDate(kind: DateKind, stored: unknown): Date | null {
  // A year may travel as a number.
  const text = typeof stored === 'number' && kind === 'year' ? String(stored) : stored;
  if (typeof text !== 'string') return null;
  const check = checkDate(kind, text);
  return check.ok && check.value !== null ? parse(check.value, DATE_FORMATS[kind].stored, REFERENCE) : null;
}

export function storedToTime(stored: unknown): Date | null {
  if (typeof stored !== 'string') return null;
  const check = checkTime(stored);
  return check.ok && check.value !== null ? parse(check.value, TIME_FORMAT, REFERENCE) : null;
}

/** What a date picked or typed gives: a value for the form (null when cleared), or the message it is refused with. */
export type Picked = { value: string | null } | { message: string };

/**
 * The picker's verdict on a date as the form takes it. An unfinished or impossible date (31/02) is 'Date invalide'
 * and one before MIN_YEAR 'La date est trop petite' (the SPEC's messages, the server's too): neither reaches the
 * form's values, so the last complete date stays there until the person finishes typing.
 */
export function pickDate(kind: DateKind, date: Date | null, validationError: DateTimeValidationError): Picked {
  if (date === null) return { value: null };
  if (validationError === 'minDate' || validationError === 'minTime') return { message: messages.form.dateTooSmall };
  if (validationError !== null || Number.isNaN(date.getTime())) return { message: messages.form.invalidDate };
  const check = checkDate(kind, format(date, DATE_FORMATS[kind].stored));
  if (check.ok) return { value: check.value };
  return { message: check.reason === 'too_small' ? messages.form.dateTooSmall : messages.form.invalidDate };
}

export function pickTime(date: Date | null, validationError: DateTimeValidationError): Picked {
  if (date === null) return { value: null };
  if (validationError !== null || Number.isNaN(date.getTime())) return { message: messages.form.invalidTime };
  return { value: format(date, TIME_FORMAT) };
}

import { type DateKind, type Property, DATE_FORMATS, messages } from '@ossature/contract';
import { type TextFormat, alignsRight, formatCell } from '../../../../ui/cell-formats/cell-formats';
import { shownDate } from '../../rules/shown-date';

const isDateKind = (kind: string): kind is DateKind => kind in DATE_FORMATS;

/** The cell format of a field kind: amounts and numbers are figures, as in a list; every other kind is written as text. */
const formatOf = (kind: string | undefined): TextFormat => (kind === 'money' || kind === 'number' ? kind : 'text');

const optionLabel = (property: Property, value: unknown) =>
  property.values?.find((option) => String(option.value) === String(value))?.label ?? String(value);

/**
 * A collection cell as text, per field kind: dates the French way (or in the property's display format), booleans
 * Oui/Non, choices by their labels, files by their names. Linked rows give the names of their related records
 * (`label`), which win. Amounts, numbers and text take the cell formats a list's cells take (`ui/cell-formats/`): a
 * number shows at most its property's decimals, the digits its field accepts, so a saved value shows whole; a text is
 * never cut, its property's max_length being what the field accepts, not a display length.
 */
export function cellText(property: Property | undefined, value: unknown, label?: string): string {
  if (label) return label;
  if (value === null || value === undefined || value === '') return '';
  const kind = property?.type ?? 'string';
  if (isDateKind(kind)) return shownDate(kind, String(value), property?.format);
  const format = formatOf(kind);
  if (format !== 'text' && typeof value === 'number') return formatCell(format, value, { decimals: property?.decimals });
  if (kind === 'boolean') return value === true || value === 1 || value === '1' ? messages.form.yes : messages.form.no;
  if (Array.isArray(value)) return value.map((item) => (property ? optionLabel(property, item) : String(item))).join(', ');
  if (property?.values) return optionLabel(property, value);
  if (typeof value === 'object') {
    const file = value as { filename?: unknown };
    return typeof file.filename === 'string' ? file.filename : '';
  }
  return formatCell('text', value);
}

/** Amounts and numbers line up on the right of a table, as a list's figures do. */
export const isNumericKind = (kind: string | undefined) => alignsRight(formatOf(kind));

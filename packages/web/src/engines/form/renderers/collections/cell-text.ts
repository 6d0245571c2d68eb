import { type DateKind, type Property, DATE_FORMATS, formatMoney, messages } from '@ossature/contract';
import { shownDate } from '../../rules/shown-date';

const isDateKind = (kind: string): kind is DateKind => kind in DATE_FORMATS;

const optionLabel = (property: Property, value: unknown) =>
  property.values?.find((option) => String(option.value) === String(value))?.label ?? String(value);

/**
 * A collection cell as text, per field kind: dates the French way (or in the property's display format), money in euros, booleans Oui/Non, choices by
 * their labels, files by their names. Linked rows give the names of their related records (`label`), which win.
 */
export function cellText(property: Property | undefined, value: unknown, label?: string): string {
  if (label) return label;
  if (value === null || value === undefined || value === '') return '';
  const kind = property?.type ?? 'string';
  if (isDateKind(kind)) return shownDate(kind, String(value), property?.format);
  if (kind === 'money') return typeof value === 'number' ? formatMoney(value) : String(value);
  if (kind === 'boolean') return value === true || value === 1 || value === '1' ? messages.form.yes : messages.form.no;
  if (kind === 'number' && typeof value === 'number') {
    return value.toLocaleString('fr-FR', { maximumFractionDigits: property?.decimals ?? 20 });
  }
  if (Array.isArray(value)) return value.map((item) => (property ? optionLabel(property, item) : String(item))).join(', ');
  if (property?.values) return optionLabel(property, value);
  if (typeof value === 'object') {
    const file = value as { filename?: unknown };
    return typeof file.filename === 'string' ? file.filename : '';
  }
  return String(value);
}

/** Amounts and numbers line up on the right of a table. */
export const isNumericKind = (kind: string | undefined) => kind === 'money' || kind === 'number';

import { CONFIGURATION_ORDER_MAX, formatMessage, messages } from '@ossature/contract';

/**
 * What is wrong with the order typed in the configuration dialog, in the form's own words, or null: a whole number
 * from 0 to CONFIGURATION_ORDER_MAX, as the server takes it ('-5' is a whole number, too small; '1,5' is not one).
 */
export function configurationOrderError(typed: string): string | null {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return messages.form.notInteger;
  const order = Number(text);
  if (order < 0) return formatMessage(messages.form.tooSmall, { min: 0 });
  if (order > CONFIGURATION_ORDER_MAX) return formatMessage(messages.form.tooLarge, { max: CONFIGURATION_ORDER_MAX.toLocaleString('fr-FR') });
  return null;
}

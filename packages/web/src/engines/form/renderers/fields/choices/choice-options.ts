import { type Property, type SelectOption, cutLabel, formatMessage, messages, schemaCheck } from '@ossature/contract';

/** Option values travel as text or numbers (stored choices as text, relations as ids): compared as text. */
export const sameValue = (a: unknown, b: unknown) => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

export const optionOf = (options: readonly SelectOption[] | undefined, value: unknown) => options?.find((option) => sameValue(option.value, value));

/** Static choices are stored as text, whatever the type of the option's value: the form holds what the server answers. */
export const storedChoice = (option: SelectOption) => String(option.value);

/** What an option shows: its label cut at 100 characters plus an ellipsis (SPEC §9). */
export const optionText = (option: SelectOption) => cutLabel(option.label);

/** A multi-valued field's value as a list (the server sends an array; anything else counts as empty). */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The options of a multi-valued field's values, in the order of the values. A value with no known option keeps a
 * label of its own (its text) rather than vanishing.
 */
export const selectedOptions = (options: readonly SelectOption[], values: unknown[]): SelectOption[] =>
  values.map((value) => optionOf(options, value) ?? { value: value as string | number, label: String(value) });

/** Clearing a multi-select keeps the options marked mandatory (SPEC §4). */
export const keepMandatory = (options: readonly SelectOption[], values: unknown[]) => values.filter((value) => optionOf(options, value)?.mandatory);

/** What a creatable entry becomes: nothing (empty or already there), refused with the schema's message, or added. */
export type CreatableCheck = { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'valid'; value: string };

/** A free entry of a creatable multi-select, checked against the field's schema when it has one (SPEC §5). */
export function checkCreatable(property: Property, input: string, current: unknown[]): CreatableCheck {
  const value = input.trim();
  if (value === '' || current.some((entry) => entry === value)) return { kind: 'none' };
  if (property.max_length !== undefined && value.length > property.max_length) {
    return { kind: 'invalid', message: formatMessage(messages.form.tooLong, { max: property.max_length }) };
  }
  const schema = property.validation_schema;
  if (schema && !schemaCheck(schema.schema)(value)) return { kind: 'invalid', message: schema.message };
  return { kind: 'valid', value };
}

import { messages } from '@ossature/contract';
import type { FieldDefinition } from '../field-definition.js';
import { type KindHandler, type Parsed, accept, isEmptyValue, kind, refuse } from './kind-handler.js';
import { listHooks } from './list-hook.js';
import { parseText } from './text-kinds.js';

const text = messages.form;

const optionLabel = (field: FieldDefinition, value: unknown) =>
  field.options?.find((option) => String(option.value) === String(value))?.label ?? String(value);

function parseChoice(raw: unknown, field: FieldDefinition): Parsed {
  if (isEmptyValue(raw)) return accept(null);
  if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(text.invalidChoice);
  const option = field.options?.find((candidate) => String(candidate.value) === String(raw));
  return option && !option.disabled ? accept(String(option.value)) : refuse(text.invalidChoice);
}

/** Multi-valued kinds are stored as a JSON array in a text column, in the order given, without duplicates. */
export const jsonArray = {
  toColumn: (value: unknown) => (Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : null),
  fromColumn: (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : []),
};

export function parseList(raw: unknown, each: (item: unknown) => Parsed): Parsed {
  if (raw === null || raw === undefined || raw === '') return accept([]);
  if (!Array.isArray(raw)) return refuse(text.notAList);
  if (raw.length > 500) return refuse(text.invalidValue);
  const values: unknown[] = [];
  for (const item of raw) {
    const parsed = each(item);
    if (!parsed.ok) return parsed;
    if (parsed.value !== null && !values.includes(parsed.value)) values.push(parsed.value);
  }
  return accept(values);
}

const single: KindHandler = kind({
  storage: 'text',
  parse: parseChoice,
  list: listHooks.choice(),
  describe: (value, field) => (isEmptyValue(value) ? null : optionLabel(field, value)),
});

const multiple: KindHandler = kind({
  storage: 'text',
  list: listHooks.choices(),
  parse: (raw, field) => parseList(raw, (item) => parseChoice(item, field)),
  ...jsonArray,
  describe: (value, field) =>
    Array.isArray(value) && value.length > 0 ? value.map((item) => optionLabel(field, item)).join(', ') : null,
});

export const choiceKinds = {
  select: single,
  radio: single,
  button_group: single,
  vertical_tabs: single,
  select_multiple: multiple,
  button_group_multiple: multiple,
  /** Free entries, each checked against the field's schema (its message is the error, SPEC §5). */
  select_multiple_creatable: kind({
    storage: 'text',
    list: listHooks.choices(),
    parse: (raw, field) => parseList(raw, (item) => parseText(item, field)),
    ...jsonArray,
    describe: (value) => (Array.isArray(value) && value.length > 0 ? value.join(', ') : null),
  }),
  boolean: kind({
    storage: 'integer',
    list: listHooks.boolean(),
    parse: (raw) => {
      if (raw === null || raw === undefined) return accept(false);
      if (typeof raw === 'boolean') return accept(raw);
      if (raw === 1 || raw === '1') return accept(true);
      if (raw === 0 || raw === '0') return accept(false);
      return refuse(text.notBoolean);
    },
    toColumn: (value) => (value ? 1 : 0),
    fromColumn: (value) => Number(value) === 1,
    describe: (value) => (value ? text.yes : text.no),
  }),
} satisfies Record<string, KindHandler>;

import { foldForSearch, messages } from '@ossature/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../infra/database.js';
import type { RegisteredListColumn } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { isTextField } from '../../metadata/text-fields.js';
import { likePattern } from './filter-sql.js';
import { relatedLabel } from './related-label.js';

/** One value of a column (or one element of a multi-valued one, as text) → whether it matches what is typed. */
export type ValueSearch = (value: Expression<unknown>) => Expression<SqlBool>;

interface SearchContext {
  registry: ModuleRegistry;
  dialect: DialectName;
  clientId: number;
}

const matchesNothing: ValueSearch = () => sql<SqlBool>`1 = 0`;

/** A lookup's search is a few words, not a text (as the global search's). */
const MAX_WORDS = 10;

const contains = (text: Expression<unknown>, typed: string) => sql<SqlBool>`fold(cast(${text} as text)) like ${likePattern(typed)} escape '\\'`;

/** A figure as typed from a cell ('1 234,5 €') → as SQL prints the number ('1234.5'). */
const typedFigure = (typed: string) => typed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');

/** Cents as SQL prints them in euros with their two decimals (12345 → '123.45'), in each database. */
const euros = (dialect: DialectName, cents: Expression<unknown>) =>
  dialect === 'postgres' ? sql`to_char(${cents} / 100.0, 'FM999999999999990.00')` : sql`printf('%.2f', ${cents} / 100.0)`;

/** A stored date ('2026-11-24', '2026-11', '2026-11-24 08:30:00') as its cell shows it (formatDate's forms). */
function shownDate(type: string, stored: Expression<unknown>) {
  const part = (from: number, length: number) => sql`substr(${stored}, ${sql.lit(from)}, ${sql.lit(length)})`;
  if (type === 'month') return sql`${part(6, 2)} || '/' || ${part(1, 4)}`;
  const day = sql`${part(9, 2)} || '/' || ${part(6, 2)} || '/' || ${part(1, 4)}`;
  return type === 'datetime' ? sql`${day} || ' ' || ${part(12, 5)}` : day;
}

/** The stored values among `known` whose shown text holds what is typed, folded as the search folds. */
function storedShown(known: readonly { stored: string | number; shown: string }[], typed: string): ValueSearch {
  const folded = foldForSearch(typed);
  const stored = known.filter(({ shown }) => foldForSearch(shown).includes(folded)).map(({ stored: value }) => value);
  return stored.length === 0 ? matchesNothing : (value) => sql<SqlBool>`${value} in (${sql.join(stored)})`;
}

/**
 * What the text typed in a column's values lookup is looked for in: what the column's cells show, never only what is
 * stored — a related record's label, an option's label, an amount in euros, a date as dd/MM/yyyy, Oui/Non. Searching
 * the stored id or code found nothing for the letters a user reads ('Dupont' for customer 12, 'Envoy' for 'sent').
 * `several`: the value is one element of a JSON array, as text.
 */
export function valueSearch(context: SearchContext, column: RegisteredListColumn, typed: string, several: boolean): ValueSearch {
  const { field, hook } = column;
  switch (hook.type) {
    case 'relation':
    case 'relations': {
      const label = relatedLabel(context.registry, field);
      const fields = label?.fields.filter((name) => isTextField(label.target, name)) ?? [];
      // A relation to records kept elsewhere than in a table has no label SQL can read: its ids are searched.
      if (!label || fields.length === 0) return (value) => contains(value, typed);
      // A label is made of several fields ('Dupont (Lyon)', 'AB-123-CD – Renault Clio'): as the global search does,
      // each word typed must be in one of them; the template's brackets and dashes are no words.
      const words = typed.split(/[\s()–—,]+/).filter(Boolean).slice(0, MAX_WORDS);
      if (words.length === 0) return () => sql<SqlBool>`1 = 1`;
      const inSomeField = (word: string) =>
        sql<SqlBool>`(${sql.join(
          fields.map((name) => contains(sql.ref(`labelled.${name}`), word)),
          sql` or `,
        )})`;
      const matching = sql.join(words.map(inSomeField), sql` and `);
      const labelled = (id: Expression<unknown>) =>
        sql`select ${id} from ${sql.table(label.target.table)} as labelled where labelled.client_id = ${context.clientId} and (${matching})`;
      // An element of a JSON array is text here: the ids are compared as text.
      return several
        ? (value) => sql<SqlBool>`${value} in (${labelled(sql`cast(labelled.id as text)`)})`
        : (value) => sql<SqlBool>`${value} in (${labelled(sql.ref('labelled.id'))})`;
    }
    case 'choice':
    case 'choices':
      // A creatable multi-select has no options: its values are what it shows.
      return field.options ? storedShown(field.options.map((option) => ({ stored: String(option.value), shown: option.label })), typed) : (value) => contains(value, typed);
    case 'boolean':
      return storedShown(
        [
          { stored: 1, shown: messages.form.yes },
          { stored: 0, shown: messages.form.no },
        ],
        typed,
      );
    case 'money':
      return (value) => sql<SqlBool>`${euros(context.dialect, value)} like ${likePattern(typedFigure(typed))} escape '\\'`;
    case 'number':
      return (value) => contains(value, typedFigure(typed));
    case 'date':
    case 'datetime':
    case 'month':
      // As shown, or as stored (a user may type 2026-11 as well as 11/2026).
      return (value) => sql<SqlBool>`(${contains(shownDate(hook.type, value), typed)} or ${contains(value, typed)})`;
    default:
      return (value) => contains(value, typed);
  }
}

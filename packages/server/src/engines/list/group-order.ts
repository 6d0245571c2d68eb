import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../infra/database.js';
import { textSortKey } from '../../infra/text-sort-key.js';
import type { RegisteredListColumn } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { isTextField } from '../../metadata/text-fields.js';
import { relatedLabel } from './related-label.js';

/**
 * What groups ordered by their value are ordered by, in SQL over the group's value (`value`): what the group line
 * shows rather than what is stored. A choice's groups come in the order its module lists the options (a status goes
 * Brouillon, Envoyée, Payée, Annulée, not by its codes); a related record's groups by its label's fields (customers by
 * name, then town, not by id); text, its own or a label's, by its key (infra/text-sort-key.ts: Éric before Zoé).
 * Anything else, and options or records read elsewhere than in a table, by the value, which names its table
 * (group-sql.ts).
 * Everything here comes from module definitions: option codes go as parameters, table and column names from the
 * related module's own declaration.
 */
export function groupValueOrder(registry: ModuleRegistry, dialect: DialectName, column: RegisteredListColumn, value: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const { field } = column;
  if (column.hook.type === 'choice' && field.options?.length) {
    // Ranks written as numbers, not parameters: PostgreSQL would take parameters alone for text, ranking 10 before 2.
    // Codes as text, as the group's value is on both databases (SQLite would not take 1 for '1').
    const ranks = field.options.map((option, rank) => sql`when ${String(option.value)} then ${sql.lit(rank)}`);
    return [sql`case ${value} ${sql.join(ranks, sql` `)} else ${sql.lit(field.options.length)} end`, value];
  }
  // Groups whose keys are equal ('Eric', 'éric') stay apart, in the order of their values.
  if (column.hook.type === 'text') return [textSortKey(dialect, value), value];
  const label = column.hook.type === 'relation' ? relatedLabel(registry, field) : null;
  if (label) {
    // After the grouping, a look-up by primary key per group of the level (the order needs every group's, not only
    // the page's): cheap for the groups a list has, customers or employees, not for millions of them.
    return [
      ...label.fields.map((name) => {
        const labelValue = sql`(select ${sql.ref(`labelled.${name}`)} from ${sql.table(label.target.table)} as labelled where labelled.id = ${value})`;
        return isTextField(label.target, name) ? textSortKey(dialect, labelValue) : labelValue;
      }),
      value,
    ];
  }
  return [value];
}

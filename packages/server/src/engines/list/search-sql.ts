import { foldForSearch } from '@ossature/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { isTextField } from '../../metadata/text-fields.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { likePattern } from './filter-sql.js';
import { relatedLabel } from './related-label.js';

/** A column the global search looks in: its own text, or the label of the record a relation names. */
export interface SearchTarget {
  column: string;
  /** A relation's records: their table and the text fields of their label (customers by name and town). */
  label?: { table: string; fields: string[] };
}


/**
 * Where a list's search looks: its declared fields, a relation by its record's label (an invoice by its customer's
 * name, a timesheet by its employee's). A relation to records kept elsewhere than in a table has no label to search.
 */
export function searchTargets(registry: ModuleRegistry, module: RegisteredModule): SearchTarget[] {
  return module.list.search.flatMap((column): SearchTarget[] => {
    if (isTextField(module, column)) return [{ column }];
    const label = relatedLabel(registry, module.fieldByName.get(column));
    const fields = label?.fields.filter((name) => isTextField(label.target, name)) ?? [];
    return label && fields.length > 0 ? [{ column, label: { table: label.target.table, fields } }] : [];
  });
}

/**
 * The global search (SPEC §7 global_search): every word typed must be found, folded (no case, no accents), in at
 * least one of the searched columns — a relation's among its records of the organisation. Words are cut at 10: a
 * search is a few words, not a text. A list with nowhere to search finds nothing rather than everything.
 */
export function searchCondition(targets: readonly SearchTarget[], text: string, clientId: number): Expression<SqlBool> {
  const words = foldForSearch(text).split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  if (targets.length === 0) return sql<SqlBool>`1 = 0`;
  const found = (target: SearchTarget, pattern: Expression<string>) => {
    if (!target.label) return sql<SqlBool>`fold(${sql.ref(target.column)}) like ${pattern}`;
    const { table, fields } = target.label;
    const matches = sql.join(
      fields.map((field) => sql`fold(${sql.ref(`labelled.${field}`)}) like ${pattern}`),
      sql` or `,
    );
    return sql<SqlBool>`${sql.ref(target.column)} in (select labelled.id from ${sql.table(table)} as labelled where labelled.client_id = ${clientId} and (${matches}))`;
  };
  const each = words.map((word) => {
    const pattern = sql<string>`${likePattern(word)} escape '\\'`;
    return sql<SqlBool>`(${sql.join(
      targets.map((target) => found(target, pattern)),
      sql` or `,
    )})`;
  });
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

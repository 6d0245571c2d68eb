import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database.js';

/** The accented letters of French text, small and capital, each above the letter it sorts as. */
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy';
const LIGATURES: readonly [string, string][] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

/** Every replacement SQLite makes, one `replace()` each: it has no `translate()`. */
const SQLITE_REPLACEMENTS: readonly [string, string][] = [...[...ACCENTED].map((letter, at): [string, string] => [letter, PLAIN[at]!]), ...LIGATURES];

/**
 * What text sorts by, in SQL: lower case, accents and ligatures taken out ('Éric' → 'eric'), so that a list goes
 * Alice, Éric, Zoé the French way rather than the bytes' way (capitals first, accented letters after z). Rows whose
 * keys are equal ('Eric', 'éric') are then in the caller's next order (id).
 *
 * Built only from each database's own functions, compared byte by byte on both (PostgreSQL's `collate "C"`), so that
 * the two order alike whatever the database's locale, and so that an index can hold it (table-spec.ts): an index
 * over a function of ours (the search's `fold()`) would fail every write made by a connection without it, such as the
 * planner statistics' scratch copy or an operator's `sqlite3`. The letters are constants written into the SQL, never
 * parameters: an index's expression has none, and a query is served by it only when it writes the same expression.
 * SQLite's `lower()` folds only ASCII, so its capitals are replaced too; the replacements run only on text that holds
 * something other than ASCII, which spares most rows their cost.
 */
export function textSortKey(dialect: DialectName, value: Expression<unknown>): RawBuilder<string> {
  if (dialect === 'postgres') {
    const translated = sql`translate(lower(${value}), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`;
    const spelt = LIGATURES.reduce((text, [ligature, letters]) => sql`replace(${text}, ${sql.lit(ligature)}, ${sql.lit(letters)})`, translated);
    return sql<string>`(${spelt} collate "C")`;
  }
  const lowered = sql`lower(${value})`;
  const replaced = SQLITE_REPLACEMENTS.reduce((text, [letter, plain]) => sql`replace(${text}, ${sql.lit(letter)}, ${sql.lit(plain)})`, lowered);
  return sql<string>`(case when ${value} glob ${sql.lit('*[^ -~]*')} then ${replaced} else ${lowered} end)`;
}

import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database.js';

/**
 * The key's version. Indexes holding the key carry it in their name (metadata/table-spec.ts): changing the letters
 * below changes the key, so its version goes up, and the indexes built on the former key are dropped and built again.
 */
export const TEXT_SORT_KEY_VERSION = 1;

/**
 * Each character of the first line sorts as the one below it: the accented letters of French and of the names
 * written in it (small and capital), a few more of Europe's, the typographic apostrophe and the non-breaking spaces.
 */
const FROM = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿøłšžčÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸØŁŠŽČ’\u00a0\u202f";
const TO = "aaaaaaceeeeiiiinooooouuuuyyolszcaaaaaaceeeeiiiinooooouuuuyyolszc'  ";
/** Letters written as two, and the accents typed as marks of their own after their letter (text not composed). */
const SPELT_OUT: readonly [string, string][] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['ß', 'ss'],
  ...['\u0300', '\u0301', '\u0302', '\u0303', '\u0308', '\u0327'].map((mark): [string, string] => [mark, '']),
];
const ASCII_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** SQLite has no `translate()`: one `replace()` a character. */
const SQLITE_REPLACEMENTS: readonly [string, string][] = [...[...FROM].map((character, at): [string, string] => [character, TO[at]!]), ...SPELT_OUT];

/**
 * What text sorts by, in SQL: lower case, accents and ligatures taken out ('Éric' → 'eric'), so that a list goes
 * Alice, Éric, Zoé the French way rather than the bytes' way (capitals first, accented letters after z). Rows whose
 * keys are equal ('Eric', 'éric') are then in the caller's next order (id).
 *
 * Built only from each database's own functions, so that an index can hold it (table-spec.ts): an index over a
 * function of ours (the search's `fold()`) would fail every write made by a connection without it, such as the
 * planner statistics' scratch copy or an operator's `sqlite3`. Both databases make the same key of any text: only
 * ASCII capitals and the characters above change, by one table (PostgreSQL's `lower()` would follow its locale,
 * SQLite's folds ASCII alone), and the keys compare byte by byte on both (`collate "C"`). The characters are
 * constants written into the SQL, never parameters: an index's expression has none, and a query is served by it only
 * when it writes the same expression. SQLite's replacements run only on text that holds something other than ASCII,
 * which spares most rows their cost.
 */
export function textSortKey(dialect: DialectName, value: Expression<unknown>): RawBuilder<string> {
  if (dialect === 'postgres') {
    const translated = sql`translate(${value}, ${sql.lit(ASCII_CAPITALS + FROM)}, ${sql.lit(ASCII_CAPITALS.toLowerCase() + TO)})`;
    const spelt = SPELT_OUT.reduce((text, [from, to]) => sql`replace(${text}, ${sql.lit(from)}, ${sql.lit(to)})`, translated);
    return sql<string>`(${spelt} collate "C")`;
  }
  const lowered = sql`lower(${value})`;
  const replaced = SQLITE_REPLACEMENTS.reduce((text, [from, to]) => sql`replace(${text}, ${sql.lit(from)}, ${sql.lit(to)})`, lowered);
  return sql<string>`(case when ${value} glob ${sql.lit('*[^ -~]*')} then ${replaced} else ${lowered} end)`;
}

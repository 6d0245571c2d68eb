import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * `fold(text)`: lower case without accents, so that a search for 'eluard' finds 'ÉLUARD'. SQLite gets the same
 * function from the connection (database.ts), written in JavaScript like the folding of the searched words.
 */
export function searchFoldMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`
        create or replace function fold(value text) returns text language sql immutable as $$
          select replace(replace(translate(lower(value),
            'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
        $$`.execute(db);
    },
  };
}

import { foldForSearch } from '@ossature/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSortKey } from '../../src/infra/text-sort-key.js';
import { type TestContext, createTestApp } from '../helpers/test-app.js';

let test: TestContext;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const keyOf = async (text: string | null) => {
  const row = await sql<{ key: string | null }>`select ${textSortKey(test.app.db.dialect, sql`${text}`)} as key`.execute(test.db);
  return row.rows[0]!.key;
};

describe('the sort key of text', () => {
  it('is the text without case, accents or ligatures, as the search folds it, on every letter French writes', async () => {
    const letters = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ';
    for (const text of [letters, letters.toUpperCase(), 'Ÿ', 'Éric', 'ŒUVRES Complètes', 'Zoé', 'plain ascii 42']) {
      expect(await keyOf(text)).toBe(foldForSearch(text));
    }
  });

  it('is the same on both databases, whatever their locale: these exact keys on SQLite and on PostgreSQL', async () => {
    const keys: [string, string][] = [
      ['L’Atelier', "l'atelier"],
      ['Café\u00a0du\u202fPort', 'cafe du port'],
      // Accents typed as marks of their own after the letter (text not composed).
      ['E\u0301cole Ge\u0301rard', 'ecole gerard'],
      ['Straße', 'strasse'],
      ['Øster Łukasz ŠIMON Žižek Čapek', 'oster lukasz simon zizek capek'],
      // A letter outside the table stays as it is, on both: PostgreSQL's lower() would have followed its locale.
      ['DVOŘÁK', 'dvoŘak'],
      ['Jean-Pierre, 1er étage — №5', 'jean-pierre, 1er etage — №5'],
      ['', ''],
    ];
    for (const [text, key] of keys) expect({ text, key: await keyOf(text) }).toEqual({ text, key });
    expect(await keyOf(null)).toBeNull();
  });

  it('puts names in the order a French reader looks for them', async () => {
    const names = ['Zoé', 'éloïse', 'Émile', 'alice', 'Bruno', 'Œdipe', 'Ophélie', 'Çédric', 'Cyril'];
    const keys = await Promise.all(names.map(async (name) => ({ name, key: (await keyOf(name))! })));
    // Byte order on both databases, as their indexes hold it.
    const sorted = keys.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((entry) => entry.name);
    expect(sorted).toEqual(['alice', 'Bruno', 'Çédric', 'Cyril', 'éloïse', 'Émile', 'Œdipe', 'Ophélie', 'Zoé']);
  });
});

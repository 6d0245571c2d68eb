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

  it('leaves what is not a letter alone, and nothing stays nothing', async () => {
    expect(await keyOf('Jean-Pierre, 1er étage — №5')).toBe('jean-pierre, 1er etage — №5');
    expect(await keyOf('')).toBe('');
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

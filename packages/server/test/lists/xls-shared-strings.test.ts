import { describe, expect, it } from 'vitest';
import { MAX_CELL_TEXT, SharedStrings, cutToCell } from '../../src/engines/list/export/xls-shared-strings.js';

/** The xls shared string table, read back record by record as a reader does, with its EXTSST index. */

interface BiffRecord {
  type: number;
  /** Where its header starts in the table's bytes. */
  at: number;
  data: Buffer;
}

function records(bytes: Buffer): BiffRecord[] {
  const found: BiffRecord[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = bytes.readUInt16LE(at + 2);
    found.push({ type: bytes.readUInt16LE(at), at, data: bytes.subarray(at + 4, at + 4 + size) });
    at += 4 + size;
  }
  return found;
}

/** The table's strings, and where each starts (from the table's first byte, and within its record). */
function readTable(all: BiffRecord[]) {
  const strings: { text: string; position: number; inRecord: number }[] = [];
  let index = 0;
  let offset = 8;
  const unique = all[0]!.data.readUInt32LE(4);
  while (strings.length < unique) {
    if (offset === all[index]!.data.length) {
      index += 1;
      offset = 0;
    }
    const start = { position: all[index]!.at + 4 + offset, inRecord: 4 + offset };
    let left = all[index]!.data.readUInt16LE(offset);
    let wide = (all[index]!.data[offset + 2]! & 1) === 1;
    offset += 3;
    let text = '';
    for (;;) {
      const record = all[index]!.data;
      const count = Math.min(left, (record.length - offset) / (wide ? 2 : 1));
      expect(Number.isInteger(count)).toBe(true);
      text += record.toString(wide ? 'utf16le' : 'latin1', offset, offset + count * (wide ? 2 : 1));
      offset += count * (wide ? 2 : 1);
      left -= count;
      if (left === 0) break;
      index += 1;
      expect(all[index]!.type).toBe(0x003c);
      wide = (all[index]!.data[0]! & 1) === 1;
      offset = 1;
    }
    strings.push({ text, ...start });
  }
  return strings;
}

function written(texts: readonly string[]) {
  const table = new SharedStrings();
  const indexes = texts.map((text) => table.index(text));
  const taken = table.take();
  const { rest, counts, size } = table.finish();
  const bytes = Buffer.concat([taken, rest]);
  counts.copy(bytes, 4);
  expect(bytes.length).toBe(size);
  return { table, indexes, all: records(bytes) };
}

describe('the shared strings of an xls export', () => {
  const texts = Array.from({ length: 5000 }, (_, index) => {
    if (index % 3 === 0) return `Statut ${index % 4}`;
    if (index % 500 === 1) return 'Évêché € '.repeat(2000);
    if (index % 500 === 2) return 'x'.repeat(9000);
    return `Client n° ${index}${index % 7 === 0 ? ' ✓' : ''}`;
  });

  it('gives each cell the index of its text, in records of 8,224 bytes at most, strings going on in CONTINUE records', () => {
    const { indexes, all } = written(texts);
    const table = readTable(all);
    expect(indexes.map((index) => table[index]!.text)).toEqual(texts);
    expect(all[0]!.type).toBe(0x00fc);
    expect(all.slice(1).every((record) => record.type === 0x003c)).toBe(true);
    expect(all.every((record) => record.data.length <= 8224)).toBe(true);
    // Cells pointing into it, strings in it: repeated short texts are written once.
    expect(all[0]!.data.readUInt32LE(0)).toBe(texts.length);
    expect(all[0]!.data.readUInt32LE(4)).toBe(table.length);
    expect(table.length).toBeLessThan(texts.length - 1600);
  });

  it('indexes its strings in EXTSST: buckets of at least 8, 128 at most, each at the stream position of its first string', () => {
    for (const count of [0, 5, 8, 1000, 40_000]) {
      const { table, all } = written(texts.concat(Array.from({ length: count }, (_, index) => `Unique ${index}`)));
      const strings = readTable(all);
      const start = 1000;
      const extSst = table.extSst(start);
      expect(extSst.length).toBe(table.extSstSize());
      expect(extSst.readUInt16LE(0)).toBe(0x00ff);
      const perBucket = extSst.readUInt16LE(4);
      const buckets = (extSst.readUInt16LE(2) - 2) / 8;
      expect(perBucket).toBeGreaterThanOrEqual(8);
      expect(buckets).toBeLessThanOrEqual(128);
      expect(buckets).toBe(Math.ceil(strings.length / perBucket));
      for (let bucket = 0; bucket < buckets; bucket += 1) {
        const first = strings[bucket * perBucket]!;
        expect([extSst.readUInt32LE(6 + bucket * 8), extSst.readUInt16LE(10 + bucket * 8)]).toEqual([start + first.position, first.inRecord]);
      }
    }
  });

  it('cuts a text at the 32,767 characters a cell holds, never between the halves of a surrogate pair', () => {
    expect(cutToCell('a'.repeat(40_000))).toHaveLength(MAX_CELL_TEXT);
    const emoji = `${'a'.repeat(MAX_CELL_TEXT - 1)}😀`;
    expect(cutToCell(emoji)).toBe('a'.repeat(MAX_CELL_TEXT - 1));
    expect(cutToCell('court')).toBe('court');
  });
});

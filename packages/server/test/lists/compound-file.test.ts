import { describe, expect, it } from 'vitest';
import { MINI_STREAM_CUTOFF, SECTOR, compoundHeader, compoundLayout, compoundTrailer } from '../../src/engines/list/export/compound-file.js';

/** The compound file (OLE2) around an xls workbook stream, read back by a parser of its own, sector by sector. */

const FREE = 0xffff_ffff;
const END_OF_CHAIN = 0xffff_fffe;
const FAT_SECTOR = 0xffff_fffd;
const DIFAT_SECTOR = 0xffff_fffc;

function container(content: Buffer): Buffer {
  const layout = compoundLayout(content.length);
  return Buffer.concat([compoundHeader(layout), content, Buffer.alloc(layout.padding), ...compoundTrailer(layout, 'Workbook')]);
}

const sectorAt = (file: Buffer, sector: number) => file.subarray((sector + 1) * SECTOR, (sector + 2) * SECTOR);
const entries = (sector: Buffer) => Array.from({ length: SECTOR / 4 }, (_, index) => sector.readUInt32LE(index * 4));

/** Reads a compound file as a reader does: DIFAT (header, then chained sectors) → FAT → directory → the stream's chain. */
function readCompound(file: Buffer) {
  const fatCount = file.readUInt32LE(44);
  const difatCount = file.readUInt32LE(72);
  const listed = Array.from({ length: 109 }, (_, index) => file.readUInt32LE(76 + index * 4));
  const difatSectors: number[] = [];
  for (let next = file.readUInt32LE(68); next !== END_OF_CHAIN; ) {
    difatSectors.push(next);
    const sector = entries(sectorAt(file, next));
    listed.push(...sector.slice(0, 127));
    next = sector[127]!;
  }
  const fatSectors = listed.slice(0, fatCount);
  const fat = fatSectors.flatMap((sector) => entries(sectorAt(file, sector)));
  const chain = (start: number) => {
    const sectors: number[] = [];
    for (let sector = start; sector !== END_OF_CHAIN; sector = fat[sector]!) sectors.push(sector);
    return sectors;
  };
  const directory = Buffer.concat(chain(file.readUInt32LE(48)).map((sector) => sectorAt(file, sector)));
  const directoryEntries = Array.from({ length: directory.length / 128 }, (_, index) => {
    const entry = directory.subarray(index * 128, (index + 1) * 128);
    return {
      name: entry.toString('utf16le', 0, Math.max(0, entry.readUInt16LE(64) - 2)),
      type: entry[66],
      child: entry.readUInt32LE(76),
      start: entry.readUInt32LE(116),
      size: entry.readUInt32LE(120) + entry.readUInt32LE(124) * 2 ** 32,
    };
  });
  const workbook = directoryEntries.find((entry) => entry.name === 'Workbook')!;
  const stream = Buffer.concat(chain(workbook.start).map((sector) => sectorAt(file, sector))).subarray(0, workbook.size);
  return { fatCount, difatCount, difatSectors, unlisted: listed.slice(fatCount), fatSectors, fat, directoryEntries, stream };
}

const content = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => (index * 7) % 251));

describe('the compound file of an xls export', () => {
  it('has a version 3 header: signature, little-endian, 512-byte sectors, 64-byte mini sectors, no mini FAT', () => {
    const file = container(content(10_000));
    expect(file.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    expect([file.readUInt16LE(24), file.readUInt16LE(26), file.readUInt16LE(28), file.readUInt16LE(30), file.readUInt16LE(32)]).toEqual([0x3e, 3, 0xfffe, 9, 6]);
    // Directory sectors are not counted in version 3.
    expect(file.readUInt32LE(40)).toBe(0);
    expect(file.readUInt32LE(56)).toBe(MINI_STREAM_CUTOFF);
    expect([file.readUInt32LE(60), file.readUInt32LE(64)]).toEqual([END_OF_CHAIN, 0]);
    expect(file.length % SECTOR).toBe(0);
  });

  it('holds its stream whole in one chain, under a Root Entry without mini stream, and marks its FAT and directory sectors', () => {
    const stream = content(10_000);
    const read = readCompound(container(stream));
    expect(read.stream).toEqual(stream);
    expect(read.directoryEntries.slice(0, 2)).toEqual([
      { name: 'Root Entry', type: 5, child: 1, start: END_OF_CHAIN, size: 0 },
      { name: 'Workbook', type: 2, child: FREE, start: 0, size: 10_000 },
    ]);
    expect(read.directoryEntries.slice(2).map((entry) => entry.type)).toEqual([0, 0]);
    expect(read.difatCount).toBe(0);
    for (const sector of read.fatSectors) expect(read.fat[sector]).toBe(FAT_SECTOR);
    expect(read.unlisted.every((sector) => sector === FREE)).toBe(true);
  });

  it('pads a stream smaller than 4096 bytes up to it, so that it stays out of the mini stream', () => {
    const read = readCompound(container(Buffer.from('BIFF')));
    expect(read.directoryEntries[1]!.size).toBe(MINI_STREAM_CUTOFF);
    expect(read.stream.subarray(0, 4).toString()).toBe('BIFF');
    expect(read.stream.subarray(4).every((byte) => byte === 0)).toBe(true);
  });

  it('lists past 109 FAT sectors in chained DIFAT sectors, themselves marked in the FAT', () => {
    // 38,400 stream sectors need 303 FAT sectors (with the FAT's, DIFAT's and directory's own): 109 listed in the
    // header, the other 194 in two DIFAT sectors of 127.
    const stream = content(300 * 128 * SECTOR);
    const read = readCompound(container(stream));
    expect(read.fatCount).toBe(303);
    expect(read.difatCount).toBe(2);
    expect(read.difatSectors).toHaveLength(2);
    for (const sector of read.difatSectors) expect(read.fat[sector]).toBe(DIFAT_SECTOR);
    expect(read.fat.filter((entry) => entry === FAT_SECTOR)).toHaveLength(303);
    expect(read.unlisted.every((sector) => sector === FREE)).toBe(true);
    expect(read.stream.equals(stream)).toBe(true);
  });

  it('has, for any stream size, just enough FAT sectors for every sector and just enough DIFAT sectors for them', () => {
    const sizes = [0, 1, 4096, 4097, 126 * SECTOR, 127 * SECTOR, 109 * 128 * SECTOR - 3 * SECTOR, 109 * 128 * SECTOR, (109 + 127) * 128 * SECTOR, 100_000_000];
    for (const size of sizes) {
      const layout = compoundLayout(size);
      const sectors = layout.streamSectors + layout.fatSectors + layout.difatSectors + 1;
      expect(layout.fatSectors * 128).toBeGreaterThanOrEqual(sectors);
      expect((layout.fatSectors - 1) * 128).toBeLessThan(sectors);
      expect(layout.difatSectors).toBe(Math.ceil(Math.max(0, layout.fatSectors - 109) / 127));
      expect(layout.streamSectors * SECTOR).toBe(size + layout.padding);
    }
  });
});

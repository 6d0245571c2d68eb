/** Compound File Binary (version 3) sectors: 512 bytes, sector n at byte (n + 1) × 512, after the header. */
export const SECTOR = 512;
/** Streams below this size belong in the mini stream: a smaller stream is padded up to it instead. */
export const MINI_STREAM_CUTOFF = 4096;
/** Version 3 allows streams up to 2 GB. */
const MAX_STREAM = 0x8000_0000;

const FREE = 0xffff_ffff;
const END_OF_CHAIN = 0xffff_fffe;
const FAT_SECTOR = 0xffff_fffd;
const DIFAT_SECTOR = 0xffff_fffc;
const NO_STREAM = 0xffff_ffff;
/** Sector numbers in a FAT sector; FAT sectors listed in the header, and in each DIFAT sector (the last 4 bytes chain to the next). */
const PER_SECTOR = SECTOR / 4;
const HEADER_DIFAT = 109;
const PER_DIFAT = PER_SECTOR - 1;

/** How the file is laid out: the stream's sectors first, then the FAT, the DIFAT and one directory sector. */
export interface CompoundLayout {
  streamSize: number;
  /** Zero bytes after the stream's content, to its declared size (≥ 4096) and the end of its last sector. */
  padding: number;
  streamSectors: number;
  fatSectors: number;
  difatSectors: number;
  directory: number;
}

/** The layout for a stream of `contentSize` bytes: as many FAT sectors as its sectors and their own need, DIFAT past 109. */
export function compoundLayout(contentSize: number): CompoundLayout {
  const streamSize = Math.max(contentSize, MINI_STREAM_CUTOFF);
  if (streamSize > MAX_STREAM) throw new Error(`an xls workbook stream holds 2 GB at most (${streamSize} bytes)`);
  const streamSectors = Math.ceil(streamSize / SECTOR);
  let fatSectors = 1;
  let difatSectors = 0;
  for (;;) {
    const fat = Math.ceil((streamSectors + fatSectors + difatSectors + 1) / PER_SECTOR);
    const difat = fat > HEADER_DIFAT ? Math.ceil((fat - HEADER_DIFAT) / PER_DIFAT) : 0;
    if (fat === fatSectors && difat === difatSectors) break;
    fatSectors = fat;
    difatSectors = difat;
  }
  return {
    streamSize,
    padding: streamSectors * SECTOR - contentSize,
    streamSectors,
    fatSectors,
    difatSectors,
    directory: streamSectors + fatSectors + difatSectors,
  };
}

const fatSectorAt = (layout: CompoundLayout, index: number) => (index < layout.fatSectors ? layout.streamSectors + index : FREE);

/** The 512-byte header: signature, version 3, little-endian, 512-byte sectors, the FAT and DIFAT's places. */
export function compoundHeader(layout: CompoundLayout): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(layout.fatSectors, 44);
  header.writeUInt32LE(layout.directory, 48);
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  // No mini FAT.
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(layout.difatSectors > 0 ? layout.streamSectors + layout.fatSectors : END_OF_CHAIN, 68);
  header.writeUInt32LE(layout.difatSectors, 72);
  for (let index = 0; index < HEADER_DIFAT; index += 1) header.writeUInt32LE(fatSectorAt(layout, index), 76 + 4 * index);
  return header;
}

/** What the FAT says of a sector: the stream's next one, or what the sector is. */
function fatEntry(layout: CompoundLayout, sector: number): number {
  if (sector < layout.streamSectors - 1) return sector + 1;
  if (sector === layout.streamSectors - 1) return END_OF_CHAIN;
  if (sector < layout.streamSectors + layout.fatSectors) return FAT_SECTOR;
  if (sector < layout.directory) return DIFAT_SECTOR;
  return sector === layout.directory ? END_OF_CHAIN : FREE;
}

function directoryEntry(sector: Buffer, index: number, name: string, type: number, child: number, start: number, size: number): void {
  const at = index * 128;
  sector.write(name, at, 'utf16le');
  sector.writeUInt16LE((name.length + 1) * 2, at + 64);
  sector[at + 66] = type;
  // Black: a tree of one node.
  sector[at + 67] = 1;
  sector.writeUInt32LE(NO_STREAM, at + 68);
  sector.writeUInt32LE(NO_STREAM, at + 72);
  sector.writeUInt32LE(child, at + 76);
  sector.writeUInt32LE(start, at + 116);
  sector.writeUInt32LE(size, at + 120);
}

/**
 * What follows the stream, sector by sector (generated, so that a large file's FAT is never held whole): the FAT, the
 * DIFAT sectors, then the directory — the Root Entry (no mini stream) whose one child is the stream.
 */
export function* compoundTrailer(layout: CompoundLayout, streamName: string): Generator<Buffer> {
  for (let fat = 0; fat < layout.fatSectors; fat += 1) {
    const sector = Buffer.allocUnsafe(SECTOR);
    for (let index = 0; index < PER_SECTOR; index += 1) sector.writeUInt32LE(fatEntry(layout, fat * PER_SECTOR + index), 4 * index);
    yield sector;
  }
  for (let difat = 0; difat < layout.difatSectors; difat += 1) {
    const sector = Buffer.allocUnsafe(SECTOR);
    for (let index = 0; index < PER_DIFAT; index += 1) sector.writeUInt32LE(fatSectorAt(layout, HEADER_DIFAT + difat * PER_DIFAT + index), 4 * index);
    sector.writeUInt32LE(difat < layout.difatSectors - 1 ? layout.streamSectors + layout.fatSectors + difat + 1 : END_OF_CHAIN, SECTOR - 4);
    yield sector;
  }
  const directory = Buffer.alloc(SECTOR);
  directoryEntry(directory, 0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  directoryEntry(directory, 1, streamName, 2, NO_STREAM, 0, layout.streamSize);
  // The sector's two other entries are unused: all zero but their links.
  for (const index of [2, 3]) directory.fill(0xff, index * 128 + 68, index * 128 + 80);
  yield directory;
}

import { BiffBuffer, MAX_RECORD_DATA, isLatin1 } from './biff-buffer.js';

const SST = 0x00fc;
const CONTINUE = 0x003c;
const EXTSST = 0x00ff;

/** The most characters an Excel cell holds. */
export const MAX_CELL_TEXT = 32_767;
/**
 * Texts up to this length are looked up among the last ones added before being added again (status labels,
 * customers' names repeat), in a table of at most SHARED entries, emptied when full: memory stays bounded and long
 * unique texts are not kept.
 */
const SHARED_LENGTH = 255;
const SHARED = 8_192;
/** EXTSST indexes the table in at most 128 buckets of at least 8 strings each. */
const BUCKETS = 128;
const FIRST_STEP = 8;

/** A text cut to what a cell holds (Excel's limit), never between the two halves of a surrogate pair. */
export function cutToCell(text: string): string {
  if (text.length <= MAX_CELL_TEXT) return text;
  const end = MAX_CELL_TEXT - (/[\ud800-\udbff]/.test(text[MAX_CELL_TEXT - 1]!) ? 1 : 0);
  return text.slice(0, end);
}

/** Where a string of the table starts: from the table's first byte, and within its record (header included). */
interface Mark {
  position: number;
  inRecord: number;
}

/**
 * The workbook's shared string table (SST), written as text cells arrive: an xls text cell is a LABELSST pointing
 * into it (the LABEL record that holds its text inline is documented for 255 characters at most, where a cell holds
 * 32,767). The table comes before the sheets in the file but grows with them, so its records are handed out as they
 * fill (`take`, for a scratch file) and only the record being filled is held. A string longer than what is left of a
 * record goes on in CONTINUE records, each starting with the string's flags byte again; a string's count and flags,
 * and its first character, are never split. The EXTSST index that follows the table needs where every n-th string
 * starts, n known only at the end: the start of every `step`-th string is kept, at most 256 of them, the step doubling
 * (every other start dropped) when they are full.
 */
export class SharedStrings {
  private readonly record = Buffer.allocUnsafe(MAX_RECORD_DATA);
  /** The SST's first 8 bytes are its counts, written over once known (`finish`). */
  private used = 8;
  private type = SST;
  /** Bytes of the records already complete. */
  private flushed = 0;
  private readonly complete = new BiffBuffer();
  private references = 0;
  private count = 0;
  private recent = new Map<string, number>();
  private step = FIRST_STEP;
  private marks: Mark[] = [];

  /** The index in the table of a cell's text, added unless it was added lately. */
  index(value: string): number {
    this.references += 1;
    const text = cutToCell(value);
    const shared = text.length <= SHARED_LENGTH;
    const known = shared ? this.recent.get(text) : undefined;
    if (known !== undefined) return known;
    const index = this.add(text);
    if (shared) {
      if (this.recent.size >= SHARED) this.recent.clear();
      this.recent.set(text, index);
    }
    return index;
  }

  private add(text: string): number {
    const latin1 = isLatin1(text);
    const width = latin1 ? 1 : 2;
    if (this.used + 3 + Math.min(width, text.length * width) > MAX_RECORD_DATA) this.next();
    this.mark();
    this.used = this.record.writeUInt16LE(text.length, this.used);
    this.record[this.used] = latin1 ? 0 : 1;
    this.used += 1;
    let from = 0;
    for (;;) {
      const fits = Math.min(text.length - from, Math.floor((MAX_RECORD_DATA - this.used) / width));
      this.used += this.record.write(text.slice(from, from + fits), this.used, fits * width, latin1 ? 'latin1' : 'utf16le');
      from += fits;
      if (from === text.length) break;
      this.next();
      this.record[0] = latin1 ? 0 : 1;
      this.used = 1;
    }
    this.count += 1;
    return this.count - 1;
  }

  private mark(): void {
    if (this.count % this.step !== 0) return;
    if (this.marks.length === 2 * BUCKETS) {
      this.marks = this.marks.filter((_mark, index) => index % 2 === 0);
      this.step *= 2;
    }
    this.marks.push({ position: this.flushed + 4 + this.used, inRecord: 4 + this.used });
  }

  /** Ends the record being filled; the next one is a CONTINUE. */
  private next(): void {
    this.complete.record(this.type, this.used).bytes(this.record.subarray(0, this.used));
    this.flushed += 4 + this.used;
    this.type = CONTINUE;
    this.used = 0;
  }

  /** The records completed since the last call, to be written after the previous ones. */
  take(): Buffer {
    return this.complete.take();
  }

  /**
   * Ends the table: its last records, its counts (cells pointing into it, strings in it) to write over its bytes 4 to
   * 11, and its size in bytes.
   */
  finish(): { rest: Buffer; counts: Buffer; size: number } {
    this.next();
    const counts = Buffer.alloc(8);
    counts.writeUInt32LE(this.references, 0);
    counts.writeUInt32LE(this.count, 4);
    return { rest: this.take(), counts, size: this.flushed };
  }

  /** Strings in each EXTSST bucket: a multiple of the kept step, enough for 128 buckets at most. */
  private bucketSize(): number {
    return this.step * Math.max(1, Math.ceil(this.count / (BUCKETS * this.step)));
  }

  extSstSize(): number {
    return 4 + 2 + 8 * Math.ceil(this.count / this.bucketSize());
  }

  /** The EXTSST record, the table starting at `start` in the workbook stream. */
  extSst(start: number): Buffer {
    const size = this.bucketSize();
    const buckets = Math.ceil(this.count / size);
    const out = new BiffBuffer().record(EXTSST, 2 + 8 * buckets).u16(size);
    for (let bucket = 0; bucket < buckets; bucket += 1) {
      const mark = this.marks[(bucket * size) / this.step]!;
      out.u32(start + mark.position).u16(mark.inRecord).u16(0);
    }
    return out.take();
  }
}

/** The most data bytes one BIFF8 record holds; a longer one goes on in CONTINUE records. */
export const MAX_RECORD_DATA = 8224;

/** Whether every character fits in one byte: BIFF8 then stores the text 'compressed', a byte a character. */
export const isLatin1 = (text: string) => !/[^\0-\xff]/.test(text);

/** The bytes a text takes in BIFF8: a byte a character when Latin-1, else two (UTF-16LE). */
export const charBytes = (text: string) => text.length * (isLatin1(text) ? 1 : 2);

/**
 * A growing buffer of BIFF8 records (little-endian, as the format is): a batch of rows is written into it, taken out
 * in one piece for the file, and the buffer reused, so a batch costs no allocation per cell.
 */
export class BiffBuffer {
  private store = Buffer.allocUnsafe(64 * 1024);
  length = 0;

  private room(size: number): void {
    if (this.length + size <= this.store.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.store.length * 2, this.length + size));
    this.store.copy(grown, 0, 0, this.length);
    this.store = grown;
  }

  /** A record's header: its type and how many data bytes follow, which the caller then writes. */
  record(type: number, size: number): this {
    this.room(4 + size);
    return this.u16(type).u16(size);
  }

  u8(value: number): this {
    this.room(1);
    this.store[this.length] = value;
    this.length += 1;
    return this;
  }

  u16(value: number): this {
    this.room(2);
    this.length = this.store.writeUInt16LE(value, this.length);
    return this;
  }

  u32(value: number): this {
    this.room(4);
    this.length = this.store.writeUInt32LE(value, this.length);
    return this;
  }

  f64(value: number): this {
    this.room(8);
    this.length = this.store.writeDoubleLE(value, this.length);
    return this;
  }

  bytes(data: Buffer): this {
    this.room(data.length);
    this.length += data.copy(this.store, this.length);
    return this;
  }

  /** Characters only, one byte each when `latin1`, else UTF-16LE (the string's flags byte says which). */
  chars(text: string, latin1: boolean): this {
    const size = text.length * (latin1 ? 1 : 2);
    this.room(size);
    this.length += this.store.write(text, this.length, size, latin1 ? 'latin1' : 'utf16le');
    return this;
  }

  /**
   * A string with its character count (one byte for ShortXLUnicodeString: font and sheet names; two for
   * XLUnicodeString: number formats) and its flags byte (bit 0: two bytes a character).
   */
  text(value: string, countBytes: 1 | 2): this {
    const latin1 = isLatin1(value);
    if (countBytes === 1) this.u8(value.length);
    else this.u16(value.length);
    return this.u8(latin1 ? 0 : 1).chars(value, latin1);
  }

  /** What was written since the last take, copied out (the file write may outlive the next batch). */
  take(): Buffer {
    const taken = Buffer.from(this.store.subarray(0, this.length));
    this.length = 0;
    return taken;
  }
}

import { type FileHandle, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { drained } from './export-document.js';

/** Files an export writes before it can write its document, in a directory of their own under the system's temp. */
export interface ScratchFiles<Name extends string> {
  /** One file each, by name, opened for reading and writing. */
  files: Record<Name, FileHandle>;
  /** Closes them and removes the directory (after any operation under way: FileHandle.close waits for it). */
  remove(): Promise<void>;
}

export async function scratchFiles<Name extends string>(prefix: string, names: readonly Name[]): Promise<ScratchFiles<Name>> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const files = {} as Record<Name, FileHandle>;
  const remove = async () => {
    await Promise.allSettled(Object.values<FileHandle>(files).map((file) => file.close()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const name of names) files[name] = await open(path.join(dir, name), 'w+');
  } catch (error) {
    await remove();
    throw error;
  }
  return { files, remove };
}

const CHUNK = 256 * 1024;

/** Copies a file's first `size` bytes into `out`, chunk by chunk, on its backpressure. */
export async function copyInto(out: Writable, file: FileHandle, size: number): Promise<void> {
  for (let position = 0; position < size; ) {
    // A new buffer each time: `out` may keep the previous one until it is flushed.
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, size - position));
    const { bytesRead } = await file.read(chunk, 0, chunk.length, position);
    if (bytesRead === 0) throw new Error(`scratch file ended at ${position} of ${size} bytes`);
    position += bytesRead;
    await drained(out, out.write(chunk.subarray(0, bytesRead)));
  }
}

import { type FileHandle, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
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

/**
 * A scratch directory's name says which machine and process made it ('{prefix}{host}-{pid}-' and mkdtemp's six
 * characters), so that a process killed mid-export can have its files found and removed by the next start.
 */
const ownerPrefix = (prefix: string) => `${prefix}${hostname()}-`;

export async function scratchFiles<Name extends string>(prefix: string, names: readonly Name[]): Promise<ScratchFiles<Name>> {
  const dir = await mkdtemp(path.join(tmpdir(), `${ownerPrefix(prefix)}${process.pid}-`));
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

/** Past this age a scratch directory is an orphan whatever its process: no export writes for a day. */
const ORPHANED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a process runs on this machine (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the scratch directories this machine's processes left when killed mid-export: those of a process that no
 * longer runs, and any older than a day (a process id is reused, by a restarted container first). Another machine's
 * (a shared temp), a running export's and one this process may not remove are left alone. Answers how many were
 * removed.
 */
export async function removeOrphanedScratch(prefix: string, now = Date.now()): Promise<number> {
  const root = tmpdir();
  const owned = ownerPrefix(prefix);
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const pid = name.startsWith(owned) ? /^(\d+)-[^-]{6}$/.exec(name.slice(owned.length))?.[1] : undefined;
    if (pid === undefined) continue;
    const dir = path.join(root, name);
    const modified = (await stat(dir).catch(() => null))?.mtimeMs;
    if (modified === undefined || (isRunning(Number(pid)) && now - modified < ORPHANED_AFTER_MS)) continue;
    // One that cannot be removed (another user's) is left: the server starts anyway.
    if (await rm(dir, { recursive: true, force: true }).then(() => true, () => false)) removed++;
  }
  return removed;
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

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file contents live; the stored_file table keeps their names, types and owners. */
export interface FileStorage {
  /** Writes the stream under a new key and returns it with the number of bytes written. */
  put(clientId: number, content: Readable): Promise<{ key: string; size: number }>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** Files on the local disk under DATA_DIR/files/{client}/: the embedded default, like the SQLite file. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`file key escapes the storage root: ${key}`);
    return full;
  };
  return {
    async put(clientId, content) {
      const key = path.join(String(clientId), randomUUID());
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      try {
        await pipeline(content, createWriteStream(full, { flags: 'wx' }));
      } catch (error) {
        // A stream cut short leaves no half file behind.
        await rm(full, { force: true });
        throw error;
      }
      return { key, size: (await stat(full)).size };
    },
    read: (key) => createReadStream(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
  };
}

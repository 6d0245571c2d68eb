import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/tables.js';
import type { FileStorage } from './file-storage.js';

/**
 * Files in the database (`file_content`, bytea), for PostgreSQL: every instance behind a load balancer sees every
 * file, and a backup of the database holds them. A file is read whole: uploads stop at 20 MB (MAX_FILE_SIZE).
 */
export function databaseStorage(db: Kysely<Database>): FileStorage {
  return {
    async put(clientId, content) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      const bytes = Buffer.concat(chunks);
      const key = `${clientId}/${randomUUID()}`;
      await db.insertInto('file_content').values({ storage_key: key, client_id: clientId, content: bytes }).execute();
      return { key, size: bytes.length };
    },
    // The read starts when the stream is first read; a key without content fails the stream, like a missing file on disk.
    read: (key) =>
      Readable.from(
        (async function* () {
          const row = await db.selectFrom('file_content').select('content').where('storage_key', '=', key).executeTakeFirst();
          if (!row) throw new Error(`no stored content for file key ${key}`);
          yield Buffer.from(row.content);
        })(),
        { objectMode: false },
      ),
    async remove(key) {
      await db.deleteFrom('file_content').where('storage_key', '=', key).execute();
    },
  };
}

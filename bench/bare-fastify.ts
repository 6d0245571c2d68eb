import { fork } from 'node:child_process';
import path from 'node:path';
import type { BenchServer } from './bench-server.js';
import { stopChild } from './stop-child.js';

export interface BareServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The bare Fastify server of bare-list-server.ts in a process of its own, as the real server runs (the load
 * generator must not share its event loop), on the bench server's database, for the organisation `clientId`.
 */
export async function startBareListServer(server: BenchServer, clientId: number): Promise<BareServer> {
  // fork runs the file with this process's own flags: under tsx, TypeScript as it is.
  const child = fork(path.join(import.meta.dirname, 'bare-list-server.ts'), {
    env: { ...process.env, BENCH_BARE_DATABASE: JSON.stringify({ sqliteFile: server.sqliteFile, postgres: server.postgres }), BENCH_BARE_CLIENT: String(clientId) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited with code ${code}`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.removeAllListeners('exit');
      await stopChild(child);
    },
  };
}

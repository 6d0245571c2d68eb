/**
 * kill -9 while queued (202) saves are being applied, BENCH_CYCLES times (50 by default), then a last restart; prints
 * how many saves were acknowledged and how many were applied, lost or applied twice, CMS pages and customers' nested
 * rows (their contacts' means of contact) apart (packages/server/test/helpers/crash-loop.ts does the work; the crash
 * test in `npm test` runs three cycles of it).
 *
 *   npm run crashes -w @ossature/bench                                       (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run crashes -w @ossature/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runCrashLoop } from '../packages/server/test/helpers/crash-loop.js';

const cycles = Number(process.env.BENCH_CYCLES ?? 50);
const url = process.env.BENCH_DATABASE_URL;
const schema = `crash_${process.pid}`;
const onPostgres = async (statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-crashes-'));
if (url) await onPostgres(`CREATE SCHEMA ${schema}`);
const started = performance.now();
try {
  const result = await runCrashLoop({
    cycles,
    dataDir,
    ...(url ? { postgres: { url, schema } } : {}),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const lines = [
    '',
    `Base de données : ${url ? 'PostgreSQL' : 'SQLite'}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    `kill -9 pendant l'application d'une sauvegarde : ${result.cycles} (sur ${result.kills} kill -9)`,
    `sauvegardes acquittées (202) : ${result.acknowledged}`,
    `appliquées exactement une fois : ${result.applied}`,
    `perdues : ${result.lost.length}`,
    `appliquées deux fois : ${result.duplicated.length}`,
    `reprises par l'instance suivante : ${result.resumed}`,
    `lignes imbriquées (moyens de contact des contacts d'un client) : kill -9 pendant l'application : ${result.nestedCycles}`,
    `  sauvegardes acquittées (202) : ${result.nested.acknowledged}, appliquées exactement une fois : ${result.nested.applied}`,
    `  perdues : ${result.nested.lost.length}, lignes en double : ${result.nested.duplicated.length}`,
    `travaux en attente à la fin : ${result.unfinished}, en échec : ${result.failed}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const wrong = [result.lost, result.duplicated, result.nested.lost, result.nested.duplicated].some((list) => list.length > 0);
  if (wrong || result.unfinished > 0 || result.failed > 0) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await onPostgres(`DROP SCHEMA ${schema} CASCADE`);
}

// `npm run db:reset`: deletes the demo database so that the next `npm start` recreates it with fresh demo data.
// SQLite: removes the file. PostgreSQL (DATABASE_URL): drops and recreates the schema, only with --yes.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

const url = process.env.DATABASE_URL;
if (!url) {
  const file = path.join(path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')), 'ossature.sqlite');
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  process.stdout.write(`Base SQLite supprimée (${file}). Le prochain « npm start » la recrée avec les données de démonstration.\n`);
} else {
  const schema = process.env.DATABASE_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA invalide : ${schema}`);
  if (!process.argv.includes('--yes')) {
    process.stderr.write(`Ceci efface tout le schéma « ${schema} » de ${new URL(url).host}. Relancez avec : npm run db:reset -- --yes\n`);
    process.exit(1);
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  process.stdout.write(`Schéma PostgreSQL « ${schema} » recréé vide.\n`);
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { encodeParams } from '@ossature/contract';
import { buildApp } from '../packages/server/src/app.js';
import { seedDemo } from '../packages/server/src/demo/seed-demo.js';
import { loadConfig } from '../packages/server/src/infra/config.js';
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: '/x' });
const app = await buildApp({ config, appVersion: 'x', logger: false });
await seedDemo(app.db.kysely, app.clock, app.modules, { passwordCost: 1024, size: 1 });
const login = await app.inject({ method: 'POST', url: '/api-internal/login', payload: { username: 'agent', password: 'Demo!Ossature2026' } });
const token = login.json().token;
const form = process.argv[2] ?? 'customer';
for (let round = 0; round < 2; round++) {
  const t0 = performance.now();
  let size = 0;
  for (let i = 0; i < 400; i++) {
    const r = await app.inject({ method: 'GET', url: `/proxy/form/${form}/${encodeURIComponent(encodeParams({ id: 1 + (i % 100) }))}`, headers: { authorization: `Bearer ${token}` } });
    size = r.body.length;
  }
  console.log(form, 'inject load avg ms', ((performance.now() - t0) / 400).toFixed(2), 'bytes', size);
}
await app.close();

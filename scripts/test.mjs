// `npm test`: every test. Lint and type-check, unit and API tests on SQLite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser tests against the built app. With TEST_REDIS_URL set, the realtime tests
// also run two instances over that Redis.
import { bin, ensureInstalled, run, step } from './run.mjs';
import { build } from './build.mjs';
import { CHROMIUM, OFFICE_TOOLS, ensureDebianPackages } from './ensure-debian-packages.mjs';

const timings = [];
const timed = (title, action) => {
  step(title);
  const started = Date.now();
  action();
  timings.push([title, ((Date.now() - started) / 1000).toFixed(1)]);
};

ensureInstalled();
timed('Lint (oxlint)', () => run(bin('oxlint'), ['--deny-warnings', 'packages', 'e2e', 'bench', 'scripts']));
timed('Vérification des types (tsc)', () => {
  run(bin('tsc'), ['-b', 'packages/contract', 'packages/server']);
  run(bin('tsc'), ['-p', 'packages/web', '--noEmit']);
  run(bin('tsc'), ['-p', 'tsconfig.tests.json']);
});
// API tests open exported files in LibreOffice Calc and read printed ones with pdftotext.
timed('Outils bureautiques (LibreOffice, poppler)', () => ensureDebianPackages(OFFICE_TOOLS));
timed('Tests unitaires et API sur SQLite', () => run(bin('vitest'), ['run'], { env: { TEST_DATABASE_URL: '' } }));
if (process.env.TEST_DATABASE_URL) {
  timed('Tests API sur PostgreSQL', () => run(bin('vitest'), ['run', '--project', 'server']));
} else {
  process.stdout.write('\n(TEST_DATABASE_URL absent : la passe PostgreSQL des tests API est sautée)\n');
}
timed('Construction', build);
timed('Tests navigateur (Chromium)', () => {
  ensureDebianPackages([CHROMIUM]);
  run(bin('vitest'), ['run', '--config', 'e2e/vitest.config.ts']);
});

process.stdout.write('\nTous les tests sont passés.\n');
for (const [title, seconds] of timings) process.stdout.write(`  ${title.padEnd(40)} ${seconds} s\n`);

import { buildApp } from './app.js';
import { DEMO_PASSWORD, demoClients, demoUsers } from './demo/demo-users.js';
import { isEmpty, seedDemo } from './demo/seed-demo.js';
import { readAppVersion } from './infra/build-info.js';
import { loadConfig } from './infra/config.js';
import { moduleSeeds } from './modules/seeds.js';

/** Starts the server: migrates, seeds the demo data into an empty database, listens, prints the demo logins. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, appVersion: readAppVersion() });
  if (config.seedDemo && (await isEmpty(app.db.kysely))) {
    const { seedDate } = config;
    const seedClock = seedDate ? { now: () => new Date(seedDate) } : app.clock;
    await seedDemo(app.db.kysely, seedClock, app.modules, { passwordCost: config.passwordCost, size: config.seedSize, seeds: moduleSeeds });
    app.log.info('demo data created');
  }
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}/front`;
  const lines = [
    '',
    `Ossature est prêt : ${url}`,
    `Base de données : ${app.db.description}`,
    `Comptes de démonstration (mot de passe : ${DEMO_PASSWORD}) :`,
    ...demoUsers.map((user) => {
      const client = demoClients.find((candidate) => candidate.code === user.client)?.name ?? user.client;
      return `  ${user.username.padEnd(12)} ${user.description} — ${client}`;
    }),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Ossature n'a pas pu démarrer : ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

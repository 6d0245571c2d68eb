// `npm start`: installs what is missing, builds, then runs the server, which migrates and seeds an empty database and
// prints the demo logins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureInstalled, root, step } from './run.mjs';

ensureInstalled();
build();
step('Démarrage du serveur');
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's SQLite file, for the rare test that must set up what no request can (time gone by). */
    databaseFile: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${url} within 30 s`);
}

/** Starts the built server on a free port over a fresh SQLite database, seeded with the demo data of a fixed day. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    // E2E_WEB_DIST lets a run test a web build of its own (several runs on one machine must not share a build).
    // MAP_TILE_URL: no test reaches the internet; local tiles that do not exist leave the maps blank, markers shown.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: '/front/tiles-test/{z}/{x}/{y}.png',
      // The demo data lies around the day it is seeded: the tests read records seeded around one fixed day.
      SEED_DATE: '2026-11-24',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseURL}/front/login`, server);
  project.provide('baseURL', baseURL);
  project.provide('databaseFile', path.join(dataDir, 'ossature.sqlite'));

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

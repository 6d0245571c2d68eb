import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one real server (built app, fresh SQLite database with the demo data) for the whole run, and
 * Debian's chromium driven by playwright-core. Files run one after the other: two cores are shared with the server.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A busy two-core machine can take more than expect.poll's default second to answer a save.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests. The `@ossature/source` condition makes workspace packages resolve to their TypeScript sources, so tests
 * need no build. Browser tests have their own configuration (e2e/vitest.config.ts): they need a built app.
 */
export default defineConfig({
  resolve: { conditions: ['@ossature/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@ossature/source', ...defaultServerConditions] } },
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['packages/web/test/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        extends: true,
        test: { name: 'server', include: ['packages/server/test/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
      },
    ],
  },
});

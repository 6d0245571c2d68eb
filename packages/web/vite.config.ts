import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress';

/** The version the server will announce in its app-version header; written by scripts/build.mjs. */
function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../build-info.json', import.meta.url), 'utf8')) as { appVersion: string }).appVersion;
  } catch {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  }
}

export default defineConfig({
  base: '/front/',
  plugins: [react(), precompress()],
  // Workspace packages are compiled from their TypeScript sources: no separate build of the contract.
  resolve: { conditions: ['@ossature/source', ...defaultClientConditions] },
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  // The manifest tells bench/web-bundle.ts which scripts each screen loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports (the login page and what every page needs) in one file. Left to itself, the
        // bundler splits it by which later screens share each module: the login page came as 17 files, each a round
        // trip of its own on a slow network (the server speaks HTTP/1.1, six at a time). The screens loaded later
        // stay split as the bundler splits them: grouping them by hand pulls in whole libraries through their index
        // files (tried: the shell's chunk grew from 61 to 130 kB gzip).
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/api-internal': 'http://localhost:8080', '/proxy': 'http://localhost:8080' } },
});

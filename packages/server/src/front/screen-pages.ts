import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BuildManifest, screenChunks } from './build-manifest.js';

/** The shell and its own pages (packages/web/src/app/shell-pages.tsx): every page but the login's needs them. */
const SHELL = 'src/app/shell-pages.tsx';

/**
 * The screens a deep link opens, by the first segment of its path under /front, and the modules the web router
 * loads for each (packages/web/src/app/routes.tsx). Any other path is a page of the shell ('' is the home page),
 * except those drawn without it.
 */
const SCREENS: Record<string, string[]> = {
  // The list's route asks for its first page through a script of its own, loaded beside the definition (routes.tsx):
  // named here, it downloads with the page's other scripts instead of once the entry has run.
  list: [SHELL, 'src/app/list-page.tsx', 'src/engines/list/list-first-page.ts'],
  form: [SHELL, 'src/app/form-page.tsx'],
  planning: [SHELL, 'src/app/planning-page.tsx'],
};
const SHELL_PAGE = 'shell';
const WITHOUT_SHELL = new Set(['login', 'logout', 'switch_frontend', 'assets']);

/** index.html for one screen, with its compressed copies (made once, at start-up). */
export interface ScreenPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for a deep link, naming as modulepreload links the scripts its page needs beyond the entry's — the
 * shell's and, for a list, form or planning, that screen's (a list's first-page script too): a first visit (a link
 * from an e-mail, a bookmark) downloads them beside the entry's, instead of after the entry has run and its router
 * has asked for them. A module the build does not hold is left out; the others are still named.
 */
export function screenPages(webDist: string, manifest: BuildManifest): Map<string, ScreenPage> {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const pages = new Map<string, ScreenPage>();
  for (const [name, keys] of [...Object.entries(SCREENS), [SHELL_PAGE, [SHELL]] as const]) {
    if (!index.includes('</head>')) continue;
    const links = screenChunks(manifest, keys).flatMap((chunk) => [
      `<link rel="modulepreload" crossorigin href="/front/${manifest[chunk]!.file}">`,
      // Fetched early, applied when the screen's script adds it, as it would have: nothing blocks the first paint.
      ...(manifest[chunk]!.css ?? []).map((css) => `<link rel="preload" as="style" crossorigin href="/front/${css}">`),
    ]);
    const html = index.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
    pages.set(name, { html, br: brotliCompressSync(html), gzip: gzipSync(html) });
  }
  return pages;
}

/** The modules SCREENS names that the build's manifest does not hold: one renamed or moved without this table. */
export function missingScreenModules(manifest: BuildManifest): string[] {
  return [...new Set(Object.values(SCREENS).flat())].filter((key) => !manifest[key]);
}

/** The page a /front path is served: a screen's ('list' for /front/list/invoice), the shell's, or none (the login page's). */
export function pageOf(pages: Map<string, ScreenPage>, url: string): ScreenPage | undefined {
  const segment = url.split(/[/?#]/)[2] ?? '';
  if (WITHOUT_SHELL.has(segment)) return undefined;
  return pages.get(segment in SCREENS ? segment : SHELL_PAGE);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BuildManifest, screenChunks } from './build-manifest.js';

/**
 * The screens a deep link opens, by the first segment of its path under /front, and the module the web router
 * loads for each (packages/web/src/app/routes.tsx).
 */
const SCREENS: Record<string, string> = {
  list: 'src/app/list-page.tsx',
  form: 'src/app/form-page.tsx',
  planning: 'src/app/planning-page.tsx',
};

/** index.html for one screen, with its compressed copies (made once, at start-up). */
export interface ScreenPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html for a deep link to a screen, naming that screen's own scripts as modulepreload links: a first visit
 * (a link from an e-mail, a bookmark) downloads them beside the shell's, instead of after the shell has run and its
 * router has asked for them — one round trip of the slowest part of a first load less.
 */
export function screenPages(webDist: string, manifest: BuildManifest): Map<string, ScreenPage> {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const pages = new Map<string, ScreenPage>();
  for (const [segment, key] of Object.entries(SCREENS)) {
    if (!manifest[key] || !index.includes('</head>')) continue;
    const links = screenChunks(manifest, key).flatMap((chunk) => [
      `<link rel="modulepreload" crossorigin href="/front/${manifest[chunk]!.file}">`,
      // Fetched early, applied when the screen's script adds it, as it would have: nothing blocks the first paint.
      ...(manifest[chunk]!.css ?? []).map((css) => `<link rel="preload" as="style" crossorigin href="/front/${css}">`),
    ]);
    const html = index.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
    pages.set(segment, { html, br: brotliCompressSync(html), gzip: gzipSync(html) });
  }
  return pages;
}

/** The screen a /front path opens: 'list' for /front/list/invoice. */
export const screenOf = (url: string): string => url.split(/[/?#]/)[2] ?? '';

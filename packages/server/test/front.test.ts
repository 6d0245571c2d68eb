import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { missingScreenModules, screenPages } from '../src/front/screen-pages.js';

/** The web app as the build leaves it: each text asset beside its brotli and gzip copies. */
const INDEX = `<!doctype html><script type="module" src="/front/assets/index-abc.js"></script><div id="root">${'x'.repeat(2000)}</div>`;
const SCRIPT = `console.log(${JSON.stringify('y'.repeat(5000))});`;

function webDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ossature-front-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [file, content] of [['index.html', INDEX], [path.join('assets', 'index-abc.js'), SCRIPT]] as const) {
    writeFileSync(path.join(root, file), content);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
  }
  return root;
}

describe('the web app', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    ctx = await createTestApp({ modules: [], env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy of an asset to a browser that takes it, the gzip one otherwise, the file itself last', async () => {
    const brotli = await get('/front/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/front/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/front/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page of a deep link compressed too, never cached', async () => {
    const page = await get('/front/list/invoice', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });
});

/** The scripts and styles a page names for preloading, in order. */
const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[2]);

describe('the page of a deep link', () => {
  /** A build whose shell and list screen import chunks of their own and the shared UI chunk the entry loads already. */
  const MANIFEST = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_ui.js'], dynamicImports: ['src/app/shell-pages.tsx', 'src/app/list-page.tsx', 'src/app/form-page.tsx', 'src/engines/list/list-first-page.ts'] },
    '_ui.js': { file: 'assets/ui-1.js' },
    '_table.js': { file: 'assets/table-2.js', imports: ['_ui.js'], css: ['assets/table-2.css'] },
    'src/app/shell-pages.tsx': { file: 'assets/shell-pages-5.js', isDynamicEntry: true, imports: ['_ui.js'] },
    'src/app/list-page.tsx': { file: 'assets/list-page-3.js', isDynamicEntry: true, imports: ['_table.js', '_ui.js'] },
    'src/app/form-page.tsx': { file: 'assets/form-page-4.js', isDynamicEntry: true, imports: ['_ui.js'] },
    'src/engines/list/list-first-page.ts': { file: 'assets/list-first-page-6.js', isDynamicEntry: true, imports: ['_ui.js'] },
  };
  const HEAD_INDEX = '<!doctype html><html><head><script type="module" src="/front/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    writeFileSync(path.join(dist, 'index.html'), HEAD_INDEX);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    ctx = await createTestApp({ modules: [], env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('names the shell’s scripts, the screen’s the entry has not loaded and a list’s first-page request, for the browser to fetch beside the entry’s', async () => {
    const list = await page('/front/list/invoice?x=1');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(preloads(list.body)).toEqual(['/front/assets/shell-pages-5.js', '/front/assets/list-page-3.js', '/front/assets/table-2.js', '/front/assets/table-2.css', '/front/assets/list-first-page-6.js']);
    expect(list.body).toContain('<div id="root"></div>');
    expect(preloads((await page('/front/form/invoice/aWQ9MQ==')).body)).toEqual(['/front/assets/shell-pages-5.js', '/front/assets/form-page-4.js']);
  });

  it('names the shell’s scripts alone for the home page and the shell’s other pages, and none for the login page', async () => {
    for (const url of ['/front', '/front/', '/front/content/news', '/front/nowhere']) expect(preloads((await page(url)).body)).toEqual(['/front/assets/shell-pages-5.js']);
    expect((await page('/front/login')).body).toBe(HEAD_INDEX);
    expect((await page('/front/logout')).body).toBe(HEAD_INDEX);
  });

  it('leaves out a module the build does not hold, still names the others, and tells which are missing', () => {
    const firstPage = 'src/engines/list/list-first-page.ts';
    const without = Object.fromEntries(Object.entries(MANIFEST).filter(([key]) => key !== firstPage));
    expect(missingScreenModules(without)).toEqual([firstPage, 'src/app/planning-page.tsx']);
    expect(preloads(screenPages(dist, without).get('list')!.html)).toEqual(['/front/assets/shell-pages-5.js', '/front/assets/list-page-3.js', '/front/assets/table-2.js', '/front/assets/table-2.css']);
  });

  it('is compressed as the browser accepts', async () => {
    const brotli = await page('/front/list/invoice', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(preloads(brotliDecompressSync(brotli.rawPayload).toString())).toHaveLength(5);
    const gzip = await page('/front/list/invoice', { 'accept-encoding': 'gzip' });
    expect(preloads(gunzipSync(gzip.rawPayload).toString())).toHaveLength(5);
  });
});

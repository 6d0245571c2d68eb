import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

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

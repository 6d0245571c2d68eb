import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['note']);
  token = await ctx.login('agent');
});
afterAll(() => ctx.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, type: string, content: Buffer) {
  const head = Buffer.from(`--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return Buffer.concat([head, content, Buffer.from('\r\n--B--\r\n')]);
}

const send = (payload: Buffer | string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api-internal/document/upload',
    headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=B' },
    payload,
  });

const upload = (filename: string, type: string, content: Buffer) => send(multipart(filename, type, content));

const fetchFile = (id: number, query = '') => ctx.app.inject({ method: 'GET', url: `/api-internal/document/file/${id}${query}`, headers: bearer(token) });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');

describe('the file store', () => {
  it('keeps an uploaded file and gives it back with its type and name', async () => {
    const response = await upload('photo été.png', 'image/png', PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), filename: 'photo été.png', mime_type: 'image/png', size: PNG.length });
    const download = await ctx.app.inject({ method: 'GET', url: `/api-internal/document/file/${response.json().id}?download=1`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''photo%20%C3%A9t%C3%A9.png");
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps no path, quote or line break of a file name', async () => {
    const response = await upload('../../etc/pass<wd>.png', 'image/png', PNG);
    expect(response.json().filename).toBe('pass_wd_.png');
  });

  it('refuses a request without a file part, saying where the file is expected', async () => {
    const response = await send('--B\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--B--\r\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.form.uploadMissing);
  });

  it('names the wrong field a file was sent in', async () => {
    const response = await send(Buffer.concat([Buffer.from(`--B\r\nContent-Disposition: form-data; name="fichier"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from('\r\n--B--\r\n')]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le fichier doit être envoyé dans le champ « file », pas « fichier ».');
  });

  it.each([
    ['cut in the middle of the file', multipart('photo.png', 'image/png', PNG).subarray(0, 120)],
    ['cut in a part header', Buffer.from('--B\r\nContent-Disp')],
  ])('refuses a multipart body %s (400, in French) and keeps nothing of it', async (_cut, payload) => {
    const before = await ctx.db.selectFrom('stored_file').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.form.uploadIncomplete);
    const after = await ctx.db.selectFrom('stored_file').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('refuses a multipart body without its boundary', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/document/upload',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.form.uploadIncomplete);
  });

  it('lets a file field hold an uploaded file, shown with its name and type', async () => {
    const file = (await upload('contrat.pdf', 'application/pdf', PDF)).json();
    const client = formClient(ctx.app, token);
    const note = await create(client, 'note', { title: 'Avec pièce', attachment: file.id });
    expect(note.values.attachment).toEqual({ id: file.id, filename: 'contrat.pdf', mime_type: 'application/pdf', size: PDF.length });
    const unknown = await client.save('note', { identifier: null, values: { title: 'Fantôme', attachment: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ path: 'attachment', text: messages.form.relationNotFound }]);
  });

  it('serves a record’s file field through the legacy image call, only to who may read the record', async () => {
    const file = (await upload('plan.png', 'image/png', PNG)).json();
    const note = await create(formClient(ctx.app, token), 'note', { title: 'Avec image', attachment: file.id });
    const table = ctx.app.modules.get('note')!.table;
    const image = (path: string, as = token) => ctx.app.inject({ method: 'GET', url: `/api-internal/form/image/${path}`, headers: bearer(as) });
    const shown = await image(`${table}/${note.identifier}/attachment`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect((await image(`${table}/${note.identifier}/attachment?download=1`)).headers['content-disposition']).toMatch(/^attachment;/);
    // Not a file field, no such record, no such table, another organisation: the same 404.
    for (const path of [`${table}/${note.identifier}/title`, `${table}/999999/attachment`, `nothing/${note.identifier}/attachment`]) {
      expect((await image(path)).statusCode).toBe(404);
    }
    expect((await image(`${table}/${note.identifier}/attachment`, await ctx.login('agent.lilas'))).statusCode).toBe(404);
  });
});

describe('the type of an uploaded file', () => {
  it('is the one its bytes show: a PNG declared text/html comes back as an image', async () => {
    const response = await upload('photo.png', 'text/html', PNG);
    expect(response.statusCode).toBe(201);
    expect(response.json().mime_type).toBe('image/png');
    const shown = await fetchFile(response.json().id);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['HTML declared as a PNG image', 'photo.png', 'image/png', HTML, messages.form.fileNotImage],
    ['HTML named .png, declared as anything', 'photo.png', 'application/octet-stream', HTML, messages.form.fileNotImage],
    ['an SVG image, which its bytes cannot vouch for', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), messages.form.fileNotImage],
    ['a PNG declared as a PDF', 'contrat.pdf', 'application/pdf', PNG, messages.form.fileNotPdf],
    ['a PDF named .jpg', 'scan.jpg', 'image/jpeg', PDF, messages.form.fileNotImage],
  ])('refuses %s (400, in French) and keeps nothing', async (_case, filename, type, content, message) => {
    const before = await ctx.db.selectFrom('stored_file').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const response = await upload(filename, type, content);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = await ctx.db.selectFrom('stored_file').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('serves a PDF inline, as the previewer needs', async () => {
    const response = await upload('contrat.pdf', 'application/pdf', PDF);
    expect(response.json().mime_type).toBe('application/pdf');
    expect((await fetchFile(response.json().id)).headers['content-disposition']).toMatch(/^inline;/);
  });

  it('serves anything that is not a checked image or PDF as an attachment, never inline', async () => {
    const page = (await upload('page.html', 'text/html', HTML)).json();
    expect(page.mime_type).toBe('text/html');
    const shown = await fetchFile(page.id);
    expect(shown.headers['content-disposition']).toBe("attachment; filename*=UTF-8''page.html");
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    const notes = (await upload('notes.txt', 'text/plain', Buffer.from('Réunion lundi'))).json();
    expect((await fetchFile(notes.id)).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('sends a file of no known type as it is kept, even to a browser that takes compressed answers', async () => {
    const archive = (await upload('sauvegarde.bin', 'application/octet-stream', Buffer.alloc(4096, 7))).json();
    const response = await ctx.app.inject({ method: 'GET', url: `/api-internal/document/file/${archive.id}`, headers: { ...bearer(token), 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('4096');
    expect(response.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('keeps a declared type that is not a type/subtype out of the headers', async () => {
    const response = await upload('données.bin', 'n\'importe quoi', Buffer.from('abc'));
    expect(response.json().mime_type).toBe('application/octet-stream');
  });
});

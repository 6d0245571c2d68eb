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

const upload = (filename: string, type: string, content: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api-internal/document/upload',
    headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=B' },
    payload: multipart(filename, type, content),
  });

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

  it('refuses a request without a file part', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/document/upload',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=B' },
      payload: '--B\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--B--\r\n',
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets a file field hold an uploaded file, shown with its name and type', async () => {
    const file = (await upload('contrat.pdf', 'application/pdf', Buffer.from('%PDF-1.4 demo'))).json();
    const client = formClient(ctx.app, token);
    const note = await create(client, 'note', { title: 'Avec pièce', attachment: file.id });
    expect(note.values.attachment).toEqual({ id: file.id, filename: 'contrat.pdf', mime_type: 'application/pdf', size: 13 });
    const unknown = await client.save('note', { identifier: null, values: { title: 'Fantôme', attachment: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ path: 'attachment', text: messages.form.relationNotFound }]);
  });
});

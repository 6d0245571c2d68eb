import type { ListData, ListRow } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { uploadPng } from '../helpers/png-upload.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.login('admin');
});
afterAll(() => ctx.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function uploadPdf(filename: string): Promise<number> {
  const head = Buffer.from(`--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api-internal/document/upload',
    headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=B' },
    payload: Buffer.concat([head, PDF, Buffer.from('\r\n--B--\r\n')]),
  });
  return response.json<{ id: number }>().id;
}

describe('an image column of a list', () => {
  it('gives the id of a stored image for the screen to fetch, and nothing for a file that is no image', async () => {
    const client = formClient(ctx.app, token);
    const image = await uploadPng(ctx.app, token, 'plan.png');
    const pdf = await uploadPdf('contrat.pdf');
    await create(client, 'document', { title: 'Plan du site', file: image.id });
    await create(client, 'document', { title: 'Contrat signé', file: pdf });
    const response = await ctx.app.inject({ method: 'GET', url: '/proxy/list/data/document/50/0', headers: bearer(token) });
    const byTitle = new Map((response.json<ListData>().data as ListRow[]).map((row) => [row.values.title, row.values.file]));
    // The PDF would be fetched whole only to show nothing.
    expect(Object.fromEntries(byTitle)).toEqual({ 'Plan du site': image.id, 'Contrat signé': null });
  });
});

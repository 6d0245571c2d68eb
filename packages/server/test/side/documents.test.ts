import {
  type Attachment,
  DOCUMENT_PICKER_PAGE_SIZE,
  type HistoryPage,
  type LibraryPage,
  type LibraryQuery,
  type RecordDocuments,
  encodeBase64,
  encodeDocumentParams,
  encodeParams,
  messages,
} from '@ossature/contract';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { testDialect } from '../helpers/test-database.js';

const text = messages.document;
let ctx: TestContext;
const tokens: Record<string, string> = {};
let customer: number;
let otherCustomer: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['agent', 'admin', 'partenaire', 'agent.lilas']) tokens[username] = await ctx.login(username);
  // The other organisation is given the library too, so that it has documents of its own to reach for.
  const lilas = await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'lilas').executeTakeFirstOrThrow();
  await ctx.app.db.kysely.insertInto('client_module').values({ client_id: lilas.id, module: 'document' }).execute();
  const lilasUsers = await ctx.app.db.kysely.selectFrom('app_user').select('id').where('client_id', '=', lilas.id).execute();
  await ctx.app.db.kysely.insertInto('user_module').values(lilasUsers.map(({ id }) => ({ user_id: id, module: 'document' }))).execute();
  customer = (await create(formClient(ctx.app, tokens.agent!), 'customer', { name: 'Boulangerie Morel', kind: 'company' })).identifier;
  otherCustomer = (await create(formClient(ctx.app, tokens['agent.lilas']!), 'customer', { name: 'Fromagerie des Lilas', kind: 'company' })).identifier;
});
afterAll(() => ctx.close());

function multipart(filename: string, type: string, content: Buffer) {
  const head = Buffer.from(`--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return Buffer.concat([head, content, Buffer.from('\r\n--B--\r\n')]);
}

const upload = (username: string, filename: string, type: string, content: Buffer, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api-internal/document/upload${query}`,
    headers: { ...bearer(tokens[username]!), 'content-type': 'multipart/form-data; boundary=B' },
    payload: multipart(filename, type, content),
  });

async function uploaded(username: string, filename = 'Contrat de maintenance.pdf', type = 'application/pdf', content = PDF): Promise<number> {
  const response = await upload(username, filename, type, content);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const get = (username: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[username]!) });
const post = (username: string, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: bearer(tokens[username]!), ...(payload ? { payload } : {}) });
const documentsCall = (username: string, params: string) => get(username, `/api-internal/document/1/${encodeURIComponent(params)}`);
const recordDocuments = (username: string, objectId = customer, objectName = 'customer') =>
  documentsCall(username, encodeDocumentParams({ object_name: objectName, object_id: objectId }));
const libraryCall = (username: string, query: LibraryQuery) => documentsCall(username, encodeDocumentParams(query));
const attach = (username: string, payload: object) => post(username, '/api-internal/document/attach', payload);
const saveCall = (username: string, payload: object) => post(username, '/api-internal/document/save', payload);
const detach = (username: string, id: number) => post(username, `/api-internal/document/detach/${id}`);

async function attached(username: string, payload: object): Promise<Attachment> {
  const response = await attach(username, payload);
  if (response.statusCode !== 201) throw new Error(`attach answered ${response.statusCode}: ${response.body}`);
  return response.json<Attachment>();
}

describe('a record’s form', () => {
  it('offers the documents drawer once a module declares the library', async () => {
    const form = (await formClient(ctx.app, tokens.agent!).load('customer', customer)).json<{ side_tools: string[] }>();
    expect(form.side_tools).toEqual(['comments', 'documents', 'tasks', 'history']);
  });
});

describe('a file attached to a record', () => {
  it('becomes a document of the library, listed on the record with its name, path, type and who attached it', async () => {
    const fileId = await uploaded('agent');
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: fileId, type_id: 'contract' });
    expect(attachment).toMatchObject({
      identifier: expect.any(Number),
      document_id: expect.any(Number),
      version: 1,
      values: {
        title: 'Contrat de maintenance',
        filename: 'Contrat de maintenance.pdf',
        filepath: `/api-internal/document/file/${attachment.document_id}/customer`,
        userInitials: 'CD',
        updated_by: '',
        type_id: 'contract',
      },
      file: { id: fileId, filename: 'Contrat de maintenance.pdf', mime_type: 'application/pdf', size: PDF.length },
    });
    const answer = await recordDocuments('agent');
    expect(answer.statusCode).toBe(200);
    const documents = answer.json<RecordDocuments>();
    expect(documents).toMatchObject({ can_attach: true, library: true });
    expect(documents.types).toContainEqual({ value: 'contract', label: 'Contrat' });
    expect(documents.data[0]).toEqual(attachment);
  });

  it('gets a history entry of its creation in the library, naming its title, file and type', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Devis 2026.pdf'), type_id: 'quote' });
    const history = await get('agent', `/proxy/form/history/document/${attachment.document_id}`);
    expect(history.statusCode).toBe(200);
    const [entry] = history.json<HistoryPage>().data;
    expect(entry?.main).toMatchObject({ type: 'Création', user: 'Camille Durand' });
    expect(entry?.main.modification).toMatchObject({
      Titre: { old: null, new: 'Devis 2026' },
      Fichier: { old: null, new: { id: attachment.file.id, label: 'Devis 2026.pdf' } },
      Type: { old: null, new: 'Devis' },
    });
  });

  it('is served through the record: inline for a PDF, as an attachment with download=1, and by its stored id with physical=1', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Plan.pdf') });
    const inline = await get('agent', attachment.values.filepath);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe("inline; filename*=UTF-8''Plan.pdf");
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const download = await get('agent', `${attachment.values.filepath}?download=1`);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Plan.pdf");
    const physical = await get('agent', `/api-internal/document/file/${attachment.file.id}/customer?physical=1`);
    expect(physical.statusCode).toBe(200);
    expect(physical.rawPayload.equals(PDF)).toBe(true);
    // A partner who reads the customer previews its documents without the library.
    expect((await get('partenaire', attachment.values.filepath)).statusCode).toBe(200);
    // Not through a module it is not attached to, nor as a document id of no record of that module.
    expect((await get('agent', `/api-internal/document/file/${attachment.document_id}/vehicle`)).statusCode).toBe(404);
    expect((await get('agent', `/api-internal/document/file/${attachment.document_id}/no_such_module`)).statusCode).toBe(404);
    expect((await get('agent', `/api-internal/document/file/999999/customer`)).statusCode).toBe(404);
  });

  it('keeps its bytes in the database on PostgreSQL, so that every instance serves it', async () => {
    const fileId = await uploaded('agent', 'Partagé.pdf');
    const stored = await ctx.app.db.kysely.selectFrom('stored_file').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow();
    const content = await ctx.app.db.kysely.selectFrom('file_content').select('content').where('storage_key', '=', stored.storage_key).executeTakeFirst();
    // On SQLite the file stays on disk and the table holds nothing.
    const kept = content ? Buffer.from(content.content).equals(PDF) : 'on disk';
    expect(kept).toBe(testDialect === 'postgres' ? true : 'on disk');
  });
});

describe('a document picked from the library', () => {
  it('is attached to another record, once: picking it again answers the same attachment', async () => {
    const first = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Kbis.pdf') });
    const second = (await create(formClient(ctx.app, tokens.agent!), 'customer', { name: 'Garage Lenoir', kind: 'company' })).identifier;
    const picked = await attached('agent', { object_name: 'customer', object_id: second, document_id: first.document_id, title: 'ignoré' });
    expect(picked).toMatchObject({ document_id: first.document_id, values: { title: 'Kbis', filepath: `/api-internal/document/file/${first.document_id}/customer` } });
    expect(picked.identifier).not.toBe(first.identifier);
    const again = await attach('admin', { object_name: 'customer', object_id: second, document_id: first.document_id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Attachment>().identifier).toBe(picked.identifier);
    expect((await recordDocuments('agent', second)).json<RecordDocuments>().data.map((entry) => entry.identifier)).toEqual([picked.identifier]);
  });
});

describe('the library', () => {
  const titles = ['Facture énergie janvier', 'Facture ÉNERGIE février', 'Bail commercial'];
  const added = Array.from({ length: DOCUMENT_PICKER_PAGE_SIZE + 2 }, (_, index) => `${titles[index % 3]} n°${index}`);

  it('is paged 14 documents at a time, the latest first, with how many there are in all', async () => {
    const fileId = await uploaded('admin', 'Pièce.pdf');
    for (const title of added) await attached('admin', { object_name: 'customer', object_id: customer, file_id: fileId, title });
    const total = Number((await ctx.db.selectFrom('document').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
    const first = (await libraryCall('agent', { page: 1 })).json<LibraryPage>();
    expect(first.total).toBe(total);
    expect(first.data).toHaveLength(DOCUMENT_PICKER_PAGE_SIZE);
    const ids = first.data.map((document) => document.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    expect(first.data[0]).toMatchObject({ title: added.at(-1), filename: 'Pièce.pdf', filepath: `/api-internal/document/file/${fileId}`, type_id: null });
    const last = (await libraryCall('agent', { page: Math.ceil(total / DOCUMENT_PICKER_PAGE_SIZE) })).json<LibraryPage>();
    expect(last.data).toHaveLength(total - (Math.ceil(total / DOCUMENT_PICKER_PAGE_SIZE) - 1) * DOCUMENT_PICKER_PAGE_SIZE);
  });

  it('keeps the caller’s own documents with filter mine, everyone’s with all', async () => {
    const mine = (await libraryCall('agent', { page: 1, filter: { created_by: 'mine' } })).json<LibraryPage>();
    const all = (await libraryCall('agent', { page: 1, filter: { created_by: 'all' } })).json<LibraryPage>();
    const agentDocuments = await ctx.db.selectFrom('document').select('id').where('created_by', '=', (await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()).id).execute();
    expect(mine.total).toBe(agentDocuments.length);
    expect(mine.data.every((document) => !document.title.includes('n°'))).toBe(true);
    expect(all.total).toBeGreaterThan(mine.total);
  });

  it('searches titles without case or accents, every word', async () => {
    const found = (await libraryCall('agent', { page: 1, search: 'energie FACTURE' })).json<LibraryPage>();
    expect(found.total).toBe(added.filter((title) => title.startsWith('Facture')).length);
    expect(found.data.every((document) => /^Facture énergie|^Facture ÉNERGIE/i.test(document.title))).toBe(true);
    const none = (await libraryCall('agent', { page: 1, search: '100%_' })).json<LibraryPage>();
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('reads params written as a query string too (SPEC: base64 filter created_by=all, page)', async () => {
    const answer = await documentsCall('agent', encodeBase64('created_by=all&page=1&search=bail'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LibraryPage>().total).toBe(added.filter((title) => title.startsWith('Bail')).length);
    const record = await documentsCall('agent', encodeParams({ object_name: 'customer', object_id: customer }));
    expect(record.json<RecordDocuments>().data.length).toBeGreaterThan(DOCUMENT_PICKER_PAGE_SIZE);
  });

  it('answers its first page, everyone’s documents, to the call without params (SPEC §7 GET /api-internal/document/{version}[/{id}])', async () => {
    await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent') });
    const bare = await get('agent', '/api-internal/document/1');
    expect(bare.statusCode).toBe(200);
    expect(bare.json<LibraryPage>()).toEqual((await libraryCall('agent', { page: 1, filter: { created_by: 'all' } })).json<LibraryPage>());
    expect(bare.json<LibraryPage>().data.length).toBeGreaterThan(0);
    expect((await get('partenaire', '/api-internal/document/1')).statusCode).toBe(404);
    const otherVersion = await get('agent', '/api-internal/document/2');
    expect(otherVersion.statusCode).toBe(400);
    expect(otherVersion.json()).toMatchObject({ message: messages.http.badRequest });
  });

  it('answers 404 to someone the library module is not given to, and tells the record’s documents so', async () => {
    const refused = await libraryCall('partenaire', { page: 1 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: text.libraryMissing });
    expect((await recordDocuments('partenaire')).json<RecordDocuments>()).toMatchObject({ library: false, can_attach: false });
  });
});

describe('editing an attachment', () => {
  it('changes the document’s title and type over its version, with a Modification history entry', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Brouillon.pdf') });
    const response = await saveCall('admin', { identifier: attachment.identifier, version: attachment.version, title: 'Contrat signé', type_id: 'contract' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Attachment>()).toMatchObject({ identifier: attachment.identifier, version: 2, values: { title: 'Contrat signé', type_id: 'contract', updated_by: 'Antoine Leroy', userInitials: 'CD' } });
    const [entry] = (await get('agent', `/proxy/form/history/document/${attachment.document_id}`)).json<HistoryPage>().data;
    expect(entry?.main).toMatchObject({ type: 'Modification', user: 'Antoine Leroy', modification: { Titre: { old: 'Brouillon', new: 'Contrat signé' }, Type: { old: null, new: 'Contrat' } } });
  });

  it('replaces its file with another upload', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Photo.pdf') });
    const png = await uploaded('agent', 'Façade.png', 'image/png', PNG);
    const response = await saveCall('agent', { identifier: attachment.identifier, version: 1, title: 'Façade', type_id: 'photo', file_id: png });
    expect(response.json<Attachment>()).toMatchObject({ values: { filename: 'Façade.png' }, file: { id: png, mime_type: 'image/png' } });
    expect((await get('agent', attachment.values.filepath)).headers['content-type']).toBe('image/png');
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Relevé.pdf') });
    expect((await saveCall('agent', { identifier: attachment.identifier, version: 1, title: 'Relevé de mars', type_id: null })).statusCode).toBe(200);
    const stale = await saveCall('admin', { identifier: attachment.identifier, version: 1, title: 'Relevé d’avril', type_id: 'other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: text.conflict });
    const now = (await recordDocuments('agent')).json<RecordDocuments>().data.find((entry) => entry.identifier === attachment.identifier);
    expect(now).toMatchObject({ version: 2, values: { title: 'Relevé de mars', type_id: null } });
  });

  it('refuses an empty title, an unknown type or a malformed body in French', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Note.pdf') });
    const base = { identifier: attachment.identifier, version: attachment.version, title: 'Note', type_id: null };
    const empty = await saveCall('agent', { ...base, title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: text.titleRequired });
    const type = await saveCall('agent', { ...base, type_id: 'nope' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ message: text.invalidType });
    for (const payload of [{ ...base, version: 'x' }, { ...base, extra: 1 }, { identifier: attachment.identifier }, { ...base, title: 'a\u0000b' }]) {
      const response = await saveCall('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
  });
});

describe('detaching', () => {
  it('removes the document from the record and keeps it in the library', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Ancien bail.pdf') });
    expect((await detach('agent', attachment.identifier)).statusCode).toBe(204);
    expect((await recordDocuments('agent')).json<RecordDocuments>().data.map((entry) => entry.identifier)).not.toContain(attachment.identifier);
    const library = (await libraryCall('agent', { page: 1, search: 'Ancien bail' })).json<LibraryPage>();
    expect(library.data.map((document) => document.id)).toEqual([attachment.document_id]);
    expect((await detach('agent', attachment.identifier)).statusCode).toBe(404);
    expect((await get('agent', attachment.values.filepath)).statusCode).toBe(404);
  });
});

describe('someone who only reads the record', () => {
  it('sees its documents but may not attach, edit or detach them (403, protected)', async () => {
    const attachment = await attached('agent', { object_name: 'customer', object_id: customer, file_id: await uploaded('agent', 'Lecture.pdf') });
    const answer = await recordDocuments('partenaire');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<RecordDocuments>().data.map((entry) => entry.identifier)).toContain(attachment.identifier);
    const fileId = await uploaded('partenaire', 'Intrus.pdf');
    for (const response of [
      await attach('partenaire', { object_name: 'customer', object_id: customer, file_id: fileId }),
      await attach('partenaire', { object_name: 'customer', object_id: customer, document_id: attachment.document_id }),
      await saveCall('partenaire', { identifier: attachment.identifier, version: attachment.version, title: 'Intrus', type_id: null }),
      await detach('partenaire', attachment.identifier),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: text.readOnlyRecord, protected: true });
    }
    expect((await recordDocuments('agent')).json<RecordDocuments>().data.find((entry) => entry.identifier === attachment.identifier)?.values.title).toBe('Lecture');
  });
});

describe('another organisation', () => {
  it('has records, attachments, documents and files that answer 404 whatever the call', async () => {
    const theirFile = await uploaded('agent.lilas', 'Confidentiel.pdf');
    const theirs = await attached('agent.lilas', { object_name: 'customer', object_id: otherCustomer, file_id: theirFile });
    const mineFile = await uploaded('agent', 'Mien.pdf');
    const responses = [
      await recordDocuments('agent', otherCustomer),
      await attach('agent', { object_name: 'customer', object_id: otherCustomer, file_id: mineFile }),
      await attach('agent', { object_name: 'customer', object_id: customer, file_id: theirFile }),
      await attach('agent', { object_name: 'customer', object_id: customer, document_id: theirs.document_id }),
      await saveCall('agent', { identifier: theirs.identifier, version: theirs.version, title: 'Intrus', type_id: null }),
      await detach('agent', theirs.identifier),
      await get('agent', theirs.values.filepath),
      await get('agent', `/api-internal/document/file/${theirFile}`),
      await get('agent', `/api-internal/document/file/${theirFile}/customer?physical=1`),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual(Array(responses.length).fill(404));
    expect((await recordDocuments('agent.lilas', otherCustomer)).json<RecordDocuments>().data).toEqual([theirs]);
    expect((await libraryCall('agent', { page: 1, search: 'Confidentiel' })).json<LibraryPage>().total).toBe(0);
    expect((await libraryCall('agent.lilas', { page: 1 })).json<LibraryPage>().data.map((document) => document.title)).toEqual(['Confidentiel']);
  });
});

/** What the file store holds: its rows, and the bytes (on disk with SQLite, in file_content with PostgreSQL). */
async function storedFiles(): Promise<{ rows: number; contents: number }> {
  const { rows } = await ctx.app.db.kysely.selectFrom('stored_file').select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow();
  if (testDialect === 'postgres') {
    const { contents } = await ctx.app.db.kysely.selectFrom('file_content').select((eb) => eb.fn.countAll<number>().as('contents')).executeTakeFirstOrThrow();
    return { rows: Number(rows), contents: Number(contents) };
  }
  const files = await readdir(join(ctx.app.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return { rows: Number(rows), contents: files.filter((entry) => entry.isFile()).length };
}

describe('uploads', () => {
  it('refuse a file whose bytes are not of its declared type, keeping nothing', async () => {
    const before = await storedFiles();
    const response = await upload('agent', 'facture.pdf', 'application/pdf', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.form.fileNotPdf });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuse a file over 20 MB with 413 in French, keeping nothing of it', async () => {
    const before = await storedFiles();
    const response = await upload('agent', 'scan.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: messages.http.payloadTooLarge });
    expect(await storedFiles()).toEqual(before);
    // Up to the limit, a file is kept.
    expect((await upload('agent', 'scan.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 - PDF.length)]))).statusCode).toBe(201);
  });

  it('answer where the file is served with standalone=1', async () => {
    const response = await upload('agent', 'Seul.pdf', 'application/pdf', PDF, '?standalone=1');
    expect(response.statusCode).toBe(201);
    const { id, path } = response.json<{ id: number; path: string }>();
    expect(path).toBe(`/api-internal/document/file/${id}`);
    expect((await get('agent', path)).rawPayload.equals(PDF)).toBe(true);
    const plain = await upload('agent', 'Seul.pdf', 'application/pdf', PDF);
    expect(plain.json()).not.toHaveProperty('path');
  });
});

describe('malformed calls', () => {
  it('answer 400 in French, never 500', async () => {
    const params = [
      'pas du base64 !',
      encodeBase64('{"object_name": "customer"'),
      encodeDocumentParams({ object_name: 'customer', object_id: customer, page: 1 } as never),
      encodeDocumentParams({ page: 0 }),
      encodeDocumentParams({ page: 1, filter: { created_by: 'someone' } } as never),
      encodeBase64('object_name=customer&object_id=abc'),
      encodeBase64('[]'),
    ];
    for (const param of params) {
      const response = await documentsCall('agent', param);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: text.invalidQuery });
    }
    const version = await get('agent', `/api-internal/document/2/${encodeURIComponent(encodeDocumentParams({ page: 1 }))}`);
    expect(version.statusCode).toBe(400);
    for (const payload of [
      { object_name: 'customer', object_id: customer },
      { object_name: 'customer', object_id: customer, file_id: 1, document_id: 1 },
    ]) {
      const response = await attach('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: text.oneSource });
    }
    for (const payload of [
      { object_name: '../etc', object_id: customer, file_id: 1 },
      { object_name: 'customer', object_id: 'abc', file_id: 1 },
      { object_name: 'customer', object_id: customer, file_id: 99_999_999_999 },
      { object_name: 'customer', object_id: customer, file_id: 1, type_id: 'contract', extra: true },
    ]) {
      expect((await attach('agent', payload)).statusCode).toBe(400);
    }
    const fileId = await uploaded('agent', 'Typé.pdf');
    const type = await attach('agent', { object_name: 'customer', object_id: customer, file_id: fileId, type_id: 'nope' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ message: text.invalidType });
    expect((await attach('agent', { object_name: 'customer', object_id: 999_999, file_id: fileId })).statusCode).toBe(404);
    expect((await detach('agent', 0)).statusCode).toBe(400);
    expect((await get('agent', '/api-internal/document/file/99999999999/customer')).statusCode).toBe(400);
  });
});

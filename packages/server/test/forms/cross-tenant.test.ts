import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient, idParams } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

let ctx: TestContext;
let staubin: FormClient;
let lilas: FormClient;
let lilasToken: string;
let folder: Awaited<ReturnType<typeof create>>;
let note: Awaited<ReturnType<typeof create>>;
let fileId: number;

beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['folder', 'note']);
  staubin = formClient(ctx.app, await ctx.login('admin'));
  lilasToken = await ctx.login('admin.lilas');
  lilas = formClient(ctx.app, lilasToken);
  folder = await create(staubin, 'folder', { name: 'Secret de Saint-Aubin' }, { items: [{ identifier: null, values: { label: 'ligne' } }] });
  note = await create(staubin, 'note', { title: 'Note de Saint-Aubin', folder: folder.identifier });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api-internal/document/upload',
    headers: { ...bearer(await ctx.login('admin')), 'content-type': 'multipart/form-data; boundary=X' },
    payload: '--X\r\nContent-Disposition: form-data; name="file"; filename="plan.txt"\r\nContent-Type: text/plain\r\n\r\nconfidentiel\r\n--X--\r\n',
  });
  fileId = upload.json().id;
});
afterAll(() => ctx.close());

describe('another tenant’s records', () => {
  it('answer 404 on every call that names them', async () => {
    const answers = {
      load: await lilas.load('folder', folder.identifier),
      save: await lilas.save(`folder/${idParams(folder.identifier)}`, { identifier: folder.identifier, version: 1, values: { name: 'Piraté' } }),
      delete: await lilas.remove('folder', folder.identifier),
      copy: await lilas.copy('folder', folder.identifier),
      collection: await lilas.collection('folder', folder.identifier, 'items'),
      history: await lilas.history('folder', folder.identifier),
      historySince: await lilas.historySince('folder', folder.identifier, '2000-01-01T00:00:00.000Z'),
      subFormDelete: await lilas.subFormDelete('note', note.identifier),
      file: await ctx.app.inject({ method: 'GET', url: `/api-internal/document/file/${fileId}`, headers: bearer(lilasToken) }),
    };
    for (const [call, response] of Object.entries(answers)) expect({ call, status: response.statusCode }).toEqual({ call, status: 404 });
    expect(JSON.stringify(Object.values(answers).map((response) => response.body))).not.toMatch(/Secret|confidentiel|Saint-Aubin/);
  });

  it('answer 404 when a saved value points at them, and nothing is written', async () => {
    const relation = await lilas.save('note', { identifier: null, values: { title: 'Vol', folder: folder.identifier } });
    expect(relation.statusCode).toBe(404);
    expect(relation.json().errors).toEqual([{ path: 'folder', text: messages.form.relationNotFound }]);
    const multi = await lilas.save('note', { identifier: null, values: { title: 'Vol', related: [folder.identifier] } });
    expect(multi.statusCode).toBe(404);
    const attached = await lilas.save('note', { identifier: null, values: { title: 'Vol', attachment: fileId } });
    expect(attached.statusCode).toBe(404);
    const count = await ctx.db.selectFrom('note').select('id').where('title', '=', 'Vol').execute();
    expect(count).toEqual([]);
  });

  it('never appear among options, and asking their labels answers 404', async () => {
    const labels = await lilas.labels('note', 'folder', [folder.identifier]);
    expect([labels.statusCode, labels.json()]).toEqual([404, { message: messages.form.recordNotFound }]);
    expect((await lilas.options('note', 'folder', 'Secret')).json()).toEqual([]);
  });

  it('stay untouched', async () => {
    const reloaded = (await staubin.load('folder', folder.identifier)).json();
    expect(reloaded).toMatchObject({ version: 1, values: { name: 'Secret de Saint-Aubin' } });
  });
});

import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { Attachment, FormResponse, RecordDocuments } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { DEMO_PASSWORD, logIn } from '../support/login.js';
import { samplePdf } from '../support/sample-pdf.js';

launchBrowserPerFile();

type Api = Awaited<ReturnType<typeof apiAs>>;

async function newCustomer(api: Api, name: string): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name, kind: 'company' } });
  return saved.identifier!;
}

/** Opens a customer's form as the user, then its documents drawer. */
async function openDocuments(page: Page, username: string, customer: number): Promise<Locator> {
  await logIn(page, username);
  await page.goto(recordPath('customer', customer));
  await page.getByRole('navigation', { name: 'Outils' }).getByRole('button', { name: 'Documents' }).click();
  return page.getByRole('dialog', { name: 'Documents' });
}

/** The attach dialog, opened from the documents drawer. */
async function openAttachDialog(page: Page, drawer: Locator): Promise<Locator> {
  await drawer.getByRole('button', { name: 'Joindre un document' }).click();
  return page.getByRole('dialog', { name: 'Joindre un document' });
}

/** Uploads a PDF and attaches it to a record under a title, as the attach dialog does, through the API. */
async function attachPdf(request: APIRequestContext, username: string, record: { object_name: string; object_id: number }, title: string): Promise<Attachment> {
  const login = await request.post('/api-internal/login', { data: { username, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = await request.post('/api-internal/document/upload', { headers, multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: samplePdf(title) } } });
  const stored = (await upload.json()) as { id: number };
  const attached = await request.post('/api-internal/document/attach', { headers, data: { ...record, file_id: stored.id, title } });
  return (await attached.json()) as Attachment;
}

const documentsOf = async (api: Api, customer: number) =>
  (await api.get<RecordDocuments>(`/api-internal/document/1/${encodeURIComponent(encodeParams({ object_name: 'customer', object_id: customer }))}`)).data;

browserTest('a document of the library is picked from its pages of 14, found by its title, and attached to the record', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const source = await newCustomer(api, 'Archives Bertin');
  const customer = await newCustomer(api, 'Reprise Bertin');
  // A word no other document of the shared database has: the search narrows the library to these 15.
  const word = `Bordereau${Date.now().toString(36)}`;
  for (let index = 1; index <= 15; index += 1) await attachPdf(context.request, 'admin', { object_name: 'customer', object_id: source }, `${word} ${String(index).padStart(2, '0')}`);

  const drawer = await openDocuments(page, 'admin', customer);
  const attach = await openAttachDialog(page, drawer);
  await attach.getByRole('button', { name: 'Sélectionner un document' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un document' });
  await picker.getByLabel('Rechercher un document').fill(word);
  await picker.getByText('15 document(s) au total').waitFor();
  const choices = picker.getByRole('list', { name: 'Sélectionner un document' }).getByRole('button');
  await expect.poll(() => choices.count()).toBe(14);
  await expectNoSeriousA11yViolations(page, 'the document picker');

  // The latest first: the second page holds the first one attached.
  await picker.getByRole('button', { name: 'Page suivante' }).click();
  await expect.poll(() => choices.count()).toBe(1);
  await picker.getByRole('button', { name: new RegExp(`^${word} 01\\s*${word} 01\\.pdf`) }).click();
  await picker.waitFor({ state: 'detached' });
  await attach.waitFor({ state: 'detached' });
  await drawer.getByRole('listitem', { name: `${word} 01` }).waitFor();
  expect((await documentsOf(api, customer)).map((attachment) => attachment.values.title)).toEqual([`${word} 01`]);

  // 'Annuler' leaves the picker without attaching anything.
  await drawer.getByRole('button', { name: 'Joindre un document' }).click();
  await attach.getByRole('button', { name: 'Sélectionner un document' }).click();
  await picker.getByRole('button', { name: 'Annuler' }).click();
  await picker.waitFor({ state: 'detached' });
  await attach.getByRole('button', { name: 'Fermer' }).click();
  expect(await documentsOf(api, customer)).toHaveLength(1);
});

browserTest('the attach dialog offers no library in an organisation without the document module', async ({ page, context }) => {
  // The demo's Clinique des Lilas has no document module: files are attached, no library is offered to pick from.
  const api = await apiAs(context.request, 'agent.lilas');
  const customer = await newCustomer(api, 'Sans Bibliothèque');
  const attach = await openAttachDialog(page, await openDocuments(page, 'agent.lilas', customer));
  await attach.getByRole('button', { name: 'Fermer' }).waitFor();
  expect(await attach.getByRole('button', { name: 'Sélectionner un document' }).count()).toBe(0);
});

browserTest('a file whose bytes are not of its type is refused with the upload error and stays listed', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Envoi Refusé');
  const attach = await openAttachDialog(page, await openDocuments(page, 'admin', customer));
  await attach.getByLabel('Choisir des fichiers').setInputFiles({ name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await attach.getByRole('button', { name: 'Enregistrer' }).click();
  await attach.getByRole('alert').getByText("Erreur lors de l'envoi du fichier", { exact: false }).waitFor();
  await attach.getByRole('list', { name: 'Fichiers à joindre' }).getByText('faux.pdf').waitFor();
  await expectNoSeriousA11yViolations(page, 'the attach dialog after a refused file');
  expect(await documentsOf(api, customer)).toEqual([]);
});

browserTest('closing the edit dialog of a document with changes asks first and then drops them; saved, they show', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Édition Morin');
  await attachPdf(context.request, 'admin', { object_name: 'customer', object_id: customer }, 'Contrat Morin');
  const drawer = await openDocuments(page, 'admin', customer);
  const edit = page.getByRole('dialog', { name: 'Modifier le document' });

  await drawer.getByRole('button', { name: 'Modifier « Contrat Morin »' }).click();
  await edit.getByRole('textbox', { name: 'Titre' }).fill('Contrat Morin signé');
  await edit.getByRole('button', { name: 'Fermer' }).click();
  const question = page.getByRole('dialog', { name: 'Des modifications sont en cours, souhaitez-vous vraiment quitter ?' });
  await expectNoSeriousA11yViolations(page, 'the question before dropping a document’s changes');
  // 'Rester' keeps the change being made.
  await question.getByRole('button', { name: 'Rester' }).click();
  expect(await edit.getByRole('textbox', { name: 'Titre' }).inputValue()).toBe('Contrat Morin signé');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Quitter' }).click();
  await edit.waitFor({ state: 'detached' });
  // Dropped: the document and the dialog opened again are as they were.
  expect((await documentsOf(api, customer)).map((attachment) => attachment.values.title)).toEqual(['Contrat Morin']);
  await drawer.getByRole('button', { name: 'Modifier « Contrat Morin »' }).click();
  expect(await edit.getByRole('textbox', { name: 'Titre' }).inputValue()).toBe('Contrat Morin');

  await edit.getByRole('textbox', { name: 'Titre' }).fill('Contrat Morin signé');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await edit.waitFor({ state: 'detached' });
  await drawer.getByRole('listitem', { name: 'Contrat Morin signé' }).waitFor();
  expect((await documentsOf(api, customer)).map((attachment) => attachment.values.title)).toEqual(['Contrat Morin signé']);
});

/** One chunk of a PNG: its length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain grey PNG of the given size, so that the previewer has an image of a known width to zoom. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, no interlace
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

browserTest('an image is previewed, zoomed by 0.3, and printed from full screen with only its preview on paper', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Photo Vasseur');
  const drawer = await openDocuments(page, 'admin', customer);
  const attach = await openAttachDialog(page, drawer);
  await attach.getByLabel('Choisir des fichiers').setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: greyPng(200, 100) });
  await attach.getByRole('button', { name: 'Enregistrer' }).click();
  await attach.waitFor({ state: 'detached' });

  const card = drawer.getByRole('listitem', { name: 'facade' });
  await card.getByRole('button', { name: 'Afficher l’aperçu de « facade »' }).click();
  const preview = card.getByRole('region', { name: 'Aperçu de « facade »' });
  const image = preview.getByRole('img', { name: 'facade' });
  // At zoom 1 the image keeps its own width (it is narrower than the drawer); each step widens it by 0.3.
  await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0)).toBe(200);
  await preview.getByRole('button', { name: 'Zoom avant' }).click();
  await preview.getByText('Zoom 130 %').waitFor();
  await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0)).toBe(260);
  await preview.getByRole('button', { name: 'Zoom arrière' }).click();
  await preview.getByRole('button', { name: 'Zoom arrière' }).click();
  await preview.getByText('Zoom 70 %').waitFor();
  await expect.poll(async () => Math.round((await image.boundingBox())?.width ?? 0)).toBe(140);

  await preview.getByRole('button', { name: 'Plein écran' }).click();
  const full = page.getByRole('dialog', { name: 'facade' });
  await full.getByRole('img', { name: 'facade' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'an image previewed full screen');
  // The browser's print dialog cannot be driven: what matters is that printing is asked with the page marked so that
  // only the preview goes to paper.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed-with', document.body.className);
  });
  await full.getByRole('button', { name: 'Imprimer' }).click();
  await expect.poll(() => page.evaluate(() => document.body.getAttribute('data-printed-with'))).toContain('printing-document');
});

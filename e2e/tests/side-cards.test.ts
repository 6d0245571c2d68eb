import type { Comment, FormResponse } from '@ossature/contract';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { DEMO_PASSWORD, logIn } from '../support/login.js';
import { samplePdf } from '../support/sample-pdf.js';

launchBrowserPerFile();

browserTest('CardComments and CardAttachments show the record’s comments and documents inside its form; only one’s own comments are changed', async ({ page, context }) => {
  const admin = await apiAs(context.request, 'admin');
  const agent = await apiAs(context.request, 'agent');
  const customer = (await admin.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Cartes Perrin', kind: 'company' } })).identifier!;
  await agent.post<Comment>('/api-internal/comment/save', { object_name: 'customer', object_id: customer, content: '<p>Note de Camille</p>' });
  await admin.post<Comment>('/api-internal/comment/save', { object_name: 'customer', object_id: customer, content: '<p>Note d’Antoine</p>' });
  const login = await context.request.post('/api-internal/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = await context.request.post('/api-internal/document/upload', { headers, multipart: { file: { name: 'kbis.pdf', mimeType: 'application/pdf', buffer: samplePdf('Kbis') } } });
  await context.request.post('/api-internal/document/attach', { headers, data: { object_name: 'customer', object_id: customer, file_id: ((await upload.json()) as { id: number }).id } });

  await logIn(page, 'admin');
  await page.goto(recordPath('customer', customer));
  await page.getByRole('tab', { name: 'Notes' }).click();
  const comments = page.getByRole('tabpanel').getByRole('region', { name: 'Commentaires' });
  const mine = comments.getByRole('listitem', { name: 'Commentaire de Antoine Leroy' });
  const theirs = comments.getByRole('listitem', { name: 'Commentaire de Camille Durand' });
  await theirs.getByText('Note de Camille').waitFor();
  // The newest first.
  expect(await comments.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Note d’Antoine'), expect.stringContaining('Note de Camille')]);
  expect(await theirs.getByRole('button').count()).toBe(0);
  await page.getByRole('tabpanel').getByRole('region', { name: 'Documents' }).getByRole('listitem', { name: 'kbis' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the comments and documents cards of a form');

  await mine.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await mine.waitFor({ state: 'detached' });
  await expect.poll(async () => (await admin.get<{ data: Comment[] }>(`/api-internal/comment/customer/${customer}`)).data.map((comment) => comment.user)).toEqual(['Camille Durand']);
});

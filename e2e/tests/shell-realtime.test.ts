import type { FormResponse } from '@ossature/contract';
import { apiAs } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';
import { realtimeStreamOpened } from '../support/realtime.js';

launchBrowserPerFile();

browserTest('a task given after the counts were read but before the tab’s stream opened is counted once the stream opens', async ({ page, context }) => {
  const agent = await apiAs(context.request, 'agent.lilas');
  const me = (await agent.get<{ id: number }>('/api-internal/user')).id;
  const customer = await agent.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Tâches avant le flux', kind: 'company' } });
  // The stream's ticket is held back: the tab has read its counts, but hears nothing live yet.
  let releaseTicket: (() => void) | undefined;
  const ticketHeld = new Promise<void>((resolve) => (releaseTicket = resolve));
  await page.route('**/api-internal/realtime/ticket', async (route) => {
    await ticketHeld;
    await route.continue();
  });
  await logIn(page, 'agent.lilas');
  const button = page.getByRole('button', { name: /^Mes tâches \(\d+ en cours\)$/ });
  const count = Number(/\((\d+) en cours\)/.exec((await button.getAttribute('aria-label'))!)![1]);

  const colleague = await apiAs(context.request, 'admin.lilas');
  await colleague.post('/api-internal/task/save', { data: { id: 0, name: 'Donnée avant le flux', object_name: 'customer', object_id: customer.identifier, assigned_to: me } });
  const streamOpen = realtimeStreamOpened(page);
  releaseTicket!();
  await streamOpen;
  await page.getByRole('button', { name: `Mes tâches (${count + 1} en cours)` }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the top bar once the stream is open');
});

import { encodeParams } from '@ossature/contract';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './login.js';

/** Calls the API the way the app does, to prepare or check data around a browser flow. */
export async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api-internal/login', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()) as T,
    post: async <T>(url: string, data: unknown): Promise<T> => (await (await request.post(url, { headers, data })).json()) as T,
    /** A DELETE, such as a record's (a generic delete sends the record's identifier in its body). */
    remove: async (url: string, data?: unknown): Promise<number> => (await request.delete(url, { headers, data })).status(),
  };
}

/** The path of a record's form: /front/form/{name}/{base64 of id=N}. */
export const recordPath = (form: string, id: number, extra: Record<string, string | number> = {}) =>
  `/front/form/${form}/${encodeURIComponent(encodeParams({ id, ...extra }))}`;

/**
 * Opens a path inside the running app (client-side, as a link would), so that the app's own history back stays in
 * the app: page.goto would load a new document.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

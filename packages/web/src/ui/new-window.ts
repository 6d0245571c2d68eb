import { ApiRequestError } from '../api/api-client';
import type { useNotify } from './notifications';

/**
 * Opens the URL `link` resolves to in a new window (an export, a print). The window is opened first, in the user's
 * click, so that no pop-up blocker refuses it; a failure closes it and is told.
 */
export async function openInNewWindow(link: () => Promise<string>, notify: ReturnType<typeof useNotify>, failed: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const url = await link();
    if (target) target.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    target?.close();
    notify({ message: error instanceof ApiRequestError ? error.message : failed, severity: 'error' });
  }
}

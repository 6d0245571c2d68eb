import { useEffect, useState } from 'react';
import { apiBlob, apiRequest } from '../api/api-client';

/** A file of the store, as the upload answers it and a file field keeps it. */
export interface StoredFile {
  id: number;
  filename: string;
  mime_type: string;
  size: number;
}

/** Sends a file to the store (SPEC §7 POST /api-internal/document/upload, multipart field `file`). */
export function uploadStoredFile(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<StoredFile>('POST', '/api-internal/document/upload', { body });
}

/** Where the file store serves a stored file (SPEC §7 GET /api-internal/document/file/{id}). */
export const fileUrl = (id: number) => `/api-internal/document/file/${id}`;

/** A file field's saved value: the stored file's description. */
export const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && typeof (value as StoredFile).id === 'number' && typeof (value as StoredFile).filename === 'string';

/** Files of the store need the bearer token, which a plain <img src> or <a href> does not send. */
const needsToken = (url: string) => url.startsWith('/api-internal/');

export const fetchFileBlob = (url: string, signal?: AbortSignal): Promise<Blob> => apiBlob(url, signal);

/** A URL an <img> can show: the store's files fetched with the token into an object URL, other URLs as they are. */
export function useDisplayUrl(url: string | null): string | null {
  const [fetched, setFetched] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url || !needsToken(url)) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFileBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setFetched({ url, objectUrl });
      })
      // A file that cannot be fetched shows nothing (SPEC §8: an unusable preview is ignored).
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url) return null;
  if (!needsToken(url)) return url;
  return fetched?.url === url ? fetched.objectUrl : null;
}

/** Saves a stored file on the user's disk: fetched with the token, then handed to the browser as a download. */
export async function downloadStoredFile(file: StoredFile): Promise<void> {
  const blob = await fetchFileBlob(`${fileUrl(file.id)}?download=1`);
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = file.filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

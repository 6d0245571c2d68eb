import { useEffect, useState } from 'react';
import { fetchFileBlob, fileUrl } from '../../../../files/stored-files';
import { isPendingFile } from '../../state/upload-files';

const storedFileId = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : null;
};

/**
 * A URL an <img> can show for a file value: an object URL of a file picked and not uploaded yet, or of a stored
 * file fetched with the bearer token (the file call is authenticated, so a plain src would not do). Null until
 * there is one; the URL is revoked when the value changes or the image goes.
 */
export function useFileUrl(value: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const pending = isPendingFile(value) ? value : null;
  const id = storedFileId(value);
  useEffect(() => {
    let created: string | null = null;
    const show = (blob: Blob) => {
      created = URL.createObjectURL(blob);
      setUrl(created);
    };
    const controller = new AbortController();
    if (pending) show(pending);
    else if (id !== null) {
      fetchFileBlob(fileUrl(id), controller.signal)
        .then(show)
        // An image that cannot be fetched stays blank: the item still shows its file name.
        .catch(() => undefined);
    }
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [pending, id]);
  return url;
}

import { useState } from 'react';
import { fileUrl, useDisplayUrl } from '../../files/stored-files';

/**
 * A cell's image (SPEC §3 format 'image'), at most 400×100 (SPEC §9): a file of the store, given by its id and fetched
 * with the token (a plain src would not carry it), or an image's own URL. A file that is no image, or that cannot be
 * fetched, shows nothing (SPEC §8: an unusable preview is ignored).
 */
export function CellImage({ value, label }: { value: unknown; label: string }) {
  const url = typeof value === 'number' ? fileUrl(value) : typeof value === 'string' && value !== '' ? value : null;
  const shown = useDisplayUrl(url);
  const [broken, setBroken] = useState<string | null>(null);
  if (!shown || broken === shown) return null;
  return <img src={shown} alt={label} onError={() => setBroken(shown)} style={{ maxWidth: 400, maxHeight: 100, objectFit: 'contain' }} />;
}

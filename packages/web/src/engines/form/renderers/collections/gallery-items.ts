import type { RowState } from '../../state/form-state';

/** SPEC §5: an item whose updated_by is empty or '0' was never updated; one never saved is new as well. */
export function isNeverUpdated(row: Pick<RowState, 'identifier' | 'values'>): boolean {
  if (row.identifier === null) return true;
  if (!('updated_by' in row.values)) return false;
  const updatedBy = row.values.updated_by;
  return updatedBy === null || updatedBy === undefined || String(updatedBy).trim() === '' || String(updatedBy) === '0';
}

/** SPEC §5: files without a mime type are ignored; a gallery takes images only. */
export const acceptedImages = (files: Iterable<File>) => [...files].filter((file) => file.type.startsWith('image/'));

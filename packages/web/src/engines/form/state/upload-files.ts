import type { StoredFile } from '../form-api';
import type { FormState, RowState } from './form-state';

/** A file the user picked and that is not uploaded yet. */
export const isPendingFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** An upload that failed, with the path of the field that held the file. */
export class UploadFailedError extends Error {
  constructor(readonly path: string) {
    super(`upload of ${path} failed`);
    this.name = 'UploadFailedError';
  }
}

async function uploadValues(values: Record<string, unknown>, upload: (file: File) => Promise<StoredFile>, prefix: string) {
  const next = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (!isPendingFile(value)) continue;
    try {
      next[name] = await upload(value);
    } catch {
      throw new UploadFailedError(`${prefix}${name}`);
    }
  }
  return next;
}

/** SPEC §5: files in the form's values (and rows, nested ones too) are uploaded first; the values then hold the stored files. */
export async function uploadPendingFiles(
  state: Pick<FormState, 'values' | 'collection'>,
  upload: (file: File) => Promise<StoredFile>,
): Promise<Pick<FormState, 'values' | 'collection'>> {
  const values = await uploadValues(state.values, upload, '');
  return { values, collection: await uploadRows(state.collection, upload, '') };
}

/** The rows' files uploaded, nested collections' rows under their row ('contacts.0.means.1.'). */
async function uploadRows(collection: Record<string, RowState[]>, upload: (file: File) => Promise<StoredFile>, prefix: string): Promise<Record<string, RowState[]>> {
  const uploaded: Record<string, RowState[]> = {};
  for (const [name, rows] of Object.entries(collection)) {
    uploaded[name] = await Promise.all(
      rows.map(async (row, index) => {
        const rowPrefix = `${prefix}${name}.${index}.`;
        const values = await uploadValues(row.values, upload, rowPrefix);
        return row.collection ? { ...row, values, collection: await uploadRows(row.collection, upload, rowPrefix) } : { ...row, values };
      }),
    );
  }
  return uploaded;
}

const rowsHavePendingFiles = (collection: Record<string, RowState[]>): boolean =>
  Object.values(collection).some((rows) => rows.some((row) => Object.values(row.values).some(isPendingFile) || rowsHavePendingFiles(row.collection ?? {})));

export const hasPendingFiles = (state: Pick<FormState, 'values' | 'collection'>) => Object.values(state.values).some(isPendingFile) || rowsHavePendingFiles(state.collection);

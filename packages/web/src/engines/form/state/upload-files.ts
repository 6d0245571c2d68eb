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

/** SPEC §5: files in the form's values (and rows) are uploaded first; the values then hold the stored files. */
export async function uploadPendingFiles(
  state: Pick<FormState, 'values' | 'collection'>,
  upload: (file: File) => Promise<StoredFile>,
): Promise<Pick<FormState, 'values' | 'collection'>> {
  const values = await uploadValues(state.values, upload, '');
  const collection: Record<string, RowState[]> = {};
  for (const [name, rows] of Object.entries(state.collection)) {
    collection[name] = await Promise.all(
      rows.map(async (row, index) => ({ ...row, values: await uploadValues(row.values, upload, `${name}.${index}.`) })),
    );
  }
  return { values, collection };
}

export const hasPendingFiles = (state: Pick<FormState, 'values' | 'collection'>) =>
  Object.values(state.values).some(isPendingFile) ||
  Object.values(state.collection).some((rows) => rows.some((row) => Object.values(row.values).some(isPendingFile)));

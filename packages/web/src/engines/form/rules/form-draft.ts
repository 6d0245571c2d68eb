import type { RowState } from '../state/form-state';

/** Unsaved work kept in session storage, so that a reload or a crash does not lose it. */
export interface FormDraft {
  savedAt: string;
  identifier: number | null;
  /** The record's version and read time the draft's edits were made on: restored, they are saved against those. */
  version: number | null;
  loaded_at?: string | null;
  values: Record<string, unknown>;
  collection: Record<string, RowState[]>;
}

const keyOf = (form: string, params: string | undefined) => `ossature.draft.${form}.${params ?? ''}`;

export function saveDraft(form: string, params: string | undefined, draft: FormDraft): void {
  try {
    sessionStorage.setItem(keyOf(form, params), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft is a safety net, not a promise.
  }
}

export function readDraft(form: string, params: string | undefined): FormDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(form, params));
    return raw ? (JSON.parse(raw) as FormDraft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(form: string, params: string | undefined): void {
  sessionStorage.removeItem(keyOf(form, params));
}

import type { FormResponse } from '@ossature/contract';
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
  /** What the edits started from (drafts written before these were kept have none). */
  values_original?: Record<string, unknown>;
  collection_original?: Record<string, RowState[]>;
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

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a draft holds nothing the loaded record does not already have: its values are the record's, and each of its
 * collections has the record's rows in the same order with the same values. Row identities are left out on purpose:
 * a row the draft holds as new has its identifier once saved. Such a draft is the trace of work that was saved after
 * all — the save answered while the page was going away, before the screen could forget the draft — and offering it
 * back would offer to redo a save (a conflict with oneself at best, duplicated rows at worst).
 */
export function draftAddsNothing(draft: FormDraft, record: FormResponse): boolean {
  if (draft.identifier !== record.identifier || !sameJson(draft.values, record.values)) return false;
  return Object.entries(draft.collection).every(([name, rows]) => {
    const stored = record.collection[name]?.data ?? [];
    return rows.length === stored.length && rows.every((row, index) => sameJson(row.values, stored[index]!.values));
  });
}

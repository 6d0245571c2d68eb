import type { FormResponse } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { type FormDraft, draftAddsNothing } from '../src/engines/form/rules/form-draft';

/** Only the parts of a form answer the rule reads: identity, values and collections. */
const record = (values: Record<string, unknown>, lines: { identifier: number; values: Record<string, unknown> }[] = []) =>
  ({ identifier: 7, values, collection: { lines: { data: lines, new: { identifier: null, values: {} } } } }) as unknown as FormResponse;

const draft = (values: Record<string, unknown>, lines: { identifier: number | null; values: Record<string, unknown> }[] = []): FormDraft => ({
  savedAt: '2026-11-24T10:00:00.000Z',
  identifier: 7,
  version: 3,
  values,
  collection: { lines: lines.map((line, index) => ({ key: `k${index}`, ...line })) },
});

describe('a draft found when a form loads', () => {
  it('adds nothing when the record already holds its values and rows: its save went through', () => {
    const line = { quantity: 2, label: 'Cahier' };
    expect(draftAddsNothing(draft({ name: 'Lefebvre' }, [{ identifier: null, values: line }]), record({ name: 'Lefebvre' }, [{ identifier: 41, values: line }]))).toBe(true);
  });

  it('adds something when one value differs from the record', () => {
    expect(draftAddsNothing(draft({ name: 'Lefebvre SA' }), record({ name: 'Lefebvre' }))).toBe(false);
  });

  it('adds something when its rows differ in number, order or values', () => {
    const [a, b] = [{ identifier: 1, values: { label: 'A' } }, { identifier: 2, values: { label: 'B' } }];
    expect(draftAddsNothing(draft({}, [a]), record({}, [a, b]))).toBe(false);
    expect(draftAddsNothing(draft({}, [b, a]), record({}, [a, b]))).toBe(false);
    expect(draftAddsNothing(draft({}, [a, { ...b, values: { label: 'C' } }]), record({}, [a, b]))).toBe(false);
  });

  it('belongs to another record when the identifiers differ', () => {
    expect(draftAddsNothing({ ...draft({}), identifier: null }, record({}))).toBe(false);
  });
});

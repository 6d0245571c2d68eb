import type { FormResponse } from '@ossature/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formApi } from '../../src/engines/form/form-api';
import { type FormAction, formReducer } from '../../src/engines/form/state/form-reducer';
import { type FormState, initialFormState } from '../../src/engines/form/state/form-state';
import { useFormSubmit } from '../../src/engines/form/state/use-form-submit';
import { NotificationProvider } from '../../src/ui/notifications';

const record = {
  name: 'note',
  identifier: 3,
  version: 1,
  properties: { title: { name: 'title', type: 'string', label: 'Titre', required: false, read_only: false } },
  required: [],
  values: { title: 'A' },
  collection: {},
} as unknown as FormResponse;

beforeEach(() => {
  vi.spyOn(formApi, 'preflight').mockResolvedValue({ errors: [], warnings: [] });
  vi.spyOn(formApi, 'save').mockResolvedValue({ status: 200, body: record });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <NotificationProvider>{children}</NotificationProvider>
  </MemoryRouter>
);

/** The submit flow over a loaded record, `dirty` as given, its state's flags set as the test says. */
function submitFlow(dirty: boolean, flags: Partial<FormState> = {}) {
  const stateRef = { current: { ...formReducer(initialFormState, { type: 'load/done', response: record }), ...flags } };
  const actions: FormAction[] = [];
  const { result } = renderHook(
    () =>
      useFormSubmit({
        name: 'note',
        params: undefined,
        stateRef,
        dispatch: (action) => actions.push(action),
        ask: async () => 'confirm',
        dirty,
        reload: async () => undefined,
        reloadKeepingEdits: async () => undefined,
        embedded: undefined,
        forgetDraft: () => undefined,
        inputErrors: { current: new Map() },
      }),
    { wrapper },
  );
  return { submit: result.current.submit, stateRef, actions };
}

describe('the save of a form', () => {
  it('sends nothing for a saved record nobody changed, and says it went well', async () => {
    const { submit } = submitFlow(false);
    await expect(act(() => submit())).resolves.toBe(true);
    expect(formApi.preflight).not.toHaveBeenCalled();
    expect(formApi.save).not.toHaveBeenCalled();
  });

  it('sends a changed record', async () => {
    const { submit } = submitFlow(true);
    await act(() => submit());
    expect(formApi.save).toHaveBeenCalledTimes(1);
  });

  it('waits while the form is locked, showing "En attente", 3 times 500 ms at most, then saves', async () => {
    vi.useFakeTimers();
    const { submit, actions } = submitFlow(true, { lock: true });
    const pending = submit();
    await vi.advanceTimersByTimeAsync(1499);
    expect(actions).toContainEqual({ type: 'flags/set', flags: { wait: true } });
    expect(formApi.save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBe(true);
    });
    expect(formApi.save).toHaveBeenCalledTimes(1);
    expect(actions).toContainEqual({ type: 'flags/set', flags: { wait: false } });
  });

  it('saves as soon as the lock is released, without waiting out the tries', async () => {
    vi.useFakeTimers();
    const { submit, stateRef } = submitFlow(true, { lock: true });
    const pending = submit();
    await vi.advanceTimersByTimeAsync(400);
    stateRef.current = { ...stateRef.current, lock: false };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
      await expect(pending).resolves.toBe(true);
    });
    expect(formApi.save).toHaveBeenCalledTimes(1);
  });
});

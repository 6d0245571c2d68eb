import { type OnchangeRequest, encodeParams, messages } from '@ossature/contract';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { trackFieldChange } from '../../../tracking/tracked-actions';
import { useNotify } from '../../../ui/notifications';
import { formApi } from '../form-api';
import { copySourceOf } from '../rules/copy-params';
import { clearDraft, draftAddsNothing, readDraft, saveDraft } from '../rules/form-draft';
import { linkedParentOf } from '../rules/linked-parent';
import { onchangeFields } from '../rules/onchange-fields';
import { dependencyParams } from '../rules/dependency-params';
import { useDialogs } from './form-dialogs-state';
import { formReducer, isDirty } from './form-reducer';
import { type FormState, type RowState, initialFormState } from './form-state';
import { type EmbeddedForm, useFormSubmit } from './use-form-submit';

/** How long edits settle before the server recomputes what depends on them, and before a draft is written. */
const ONCHANGE_DELAY_MS = 300;
const DRAFT_DELAY_MS = 500;

/**
 * Everything a form screen does with its state: load, edit, recompute on change, keep a draft, and — through
 * useFormSubmit — save, delete and copy. Views only render what it returns.
 */
export function useFormController(name: string, params: string | undefined, embedded?: EmbeddedForm) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const { dialog, ask } = useDialogs();
  const notify = useNotify();
  // Asynchronous flows (submit, onchange) read the latest state, not the one of the render that started them.
  const stateRef = useRef<FormState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const dirty = useMemo(() => state.status === 'ready' && isDirty(state), [state]);

  // Unsaved work is kept for a reload or a crash (beyond the spec: nothing typed is lost). A draft written after the
  // work was saved would come back at the next reload: forgetting a draft moves the epoch, and a pending write of an
  // older epoch is dropped.
  const draftEpoch = useRef(0);
  const forgetDraft = useCallback(() => {
    draftEpoch.current += 1;
    clearDraft(name, params);
  }, [name, params]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      dispatch({ type: 'load/start' });
      try {
        // A copy's page (see useFormSubmit.copy) shows a new record made from its source, saveable as it stands.
        const source = copySourceOf(params);
        const response = source === null ? await formApi.load(name, params, signal) : await formApi.copy(name, source, signal);
        dispatch({ type: 'load/done', response, dirty: source !== null });
        const draft = readDraft(name, params);
        if (draft && draftAddsNothing(draft, response)) forgetDraft();
        else if (draft && draft.identifier === response.identifier) {
          const choice = await ask({ kind: 'draft', savedAt: draft.savedAt });
          if (choice === 'confirm') dispatch({ type: 'draft/restore', draft });
          else forgetDraft();
        }
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) dispatch({ type: 'load/not_found' });
        else if (error instanceof ApiRequestError && error.status === 403) dispatch({ type: 'load/failed', message: error.message });
        else {
          // SPEC §8: any other failure is told in a notification, and the screen renders nothing.
          dispatch({ type: 'load/failed', message: null });
          notify({ message: messages.form.loadFailed, severity: 'error' });
        }
      }
    },
    [name, params, ask, notify, forgetDraft],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Changes undone by hand leave nothing to restore: the draft goes when the form turns clean again.
  const wasDirty = useRef(false);
  useEffect(() => {
    if (wasDirty.current && !dirty && state.status === 'ready') forgetDraft();
    wasDirty.current = dirty;
  }, [dirty, state.status, forgetDraft]);

  useEffect(() => {
    if (!dirty || !state.description) return;
    const epoch = draftEpoch.current;
    const timer = setTimeout(() => {
      if (epoch !== draftEpoch.current) return;
      saveDraft(name, params, {
        savedAt: new Date().toISOString(),
        identifier: state.description!.identifier,
        version: state.description!.version,
        loaded_at: state.description!.loaded_at,
        values: state.values,
        collection: state.collection,
        values_original: state.values_original,
        collection_original: state.collection_original,
      });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, name, params, state.values, state.collection, state.values_original, state.collection_original, state.description]);

  const fetchCollection = useCallback(
    async (collection: string) => {
      const { description, values } = stateRef.current;
      const { through, parentId } = linkedParentOf(description?.properties[collection], description?.identifier ?? null, values);
      if (parentId === null) {
        // Nothing to point at: a new record's own linked rows wait for its save; rows through an emptied field go.
        if (through !== null) dispatch({ type: 'collection/fetched', collection, data: { data: [], new: { identifier: null, values: {} }, updated_at: null } });
        return;
      }
      dispatch({ type: 'collection/fetching', collection });
      try {
        const throughParams = through === null ? undefined : dependencyParams([through], values);
        const data = await formApi.collection(name, description?.identifier ?? 0, collection, throughParams);
        // Rows through a field changed again meanwhile are another value's: the newer fetch brings the right ones.
        const now = stateRef.current;
        if (through !== null && linkedParentOf(now.description?.properties[collection], now.description?.identifier ?? null, now.values).parentId !== parentId) return;
        dispatch({ type: 'collection/fetched', collection, data });
      } catch (error) {
        dispatch({ type: 'collection/failed', collection });
        throw error;
      }
    },
    [name],
  );

  const onchangeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // SPEC §3 `lock`: a recomputation is waited for or under way, so a save waits for its values (use-form-submit).
  const onchangeHolds = useRef(0);
  const holdLock = useCallback((delta: 1 | -1) => {
    onchangeHolds.current += delta;
    dispatch({ type: 'flags/set', flags: { lock: onchangeHolds.current > 0 } });
  }, []);
  // Fields changed while the timer waits: each is sent, so that what depends on the first one is recomputed too.
  const changedFields = useRef(new Set<string>());
  const requestOnchange = useCallback(
    (field: string) => {
      changedFields.current.add(field);
      // A timer not fired yet holds the lock once, however often it is replaced.
      if (onchangeTimer.current) clearTimeout(onchangeTimer.current);
      else holdLock(1);
      onchangeTimer.current = setTimeout(async () => {
        onchangeTimer.current = null;
        const fields = [...changedFields.current];
        changedFields.current.clear();
        try {
          for (const changed of fields) {
            const current = stateRef.current;
            const request: OnchangeRequest = {
              identifier: current.description?.identifier ?? null,
              values: current.values,
              collection: Object.fromEntries(
                Object.entries(current.collection).map(([collection, rows]) => [collection, rows.map((row) => ({ identifier: row.identifier, values: row.values }))]),
              ),
            };
            const sentKeys = Object.fromEntries(Object.entries(current.collection).map(([collection, rows]) => [collection, rows.map((row) => row.key)]));
            const response = await formApi.onchange(name, changed, request);
            // A save may have gone ahead without waiting for this answer (the lock is waited for 1.5 s at most):
            // once its answer loaded the record again, this older recomputation would only make it dirty with
            // values from before the save — and leave a draft of work already saved.
            if (stateRef.current.description !== current.description) return;
            dispatch({ type: 'onchange/apply', response, sentKeys });
            // Collections whose rows follow the change (SPEC §3 reload_collection), fetched for the values now on screen.
            for (const collection of response.reload_collection ?? []) void fetchCollection(collection).catch(() => notify({ message: messages.formCollections.fetchFailed, severity: 'error' }));
          }
        } catch {
          // A failed recomputation changes nothing: the server recomputes at save anyway.
        } finally {
          holdLock(-1);
        }
      }, ONCHANGE_DELAY_MS);
    },
    [name, holdLock, fetchCollection, notify],
  );
  useEffect(() => () => {
    if (onchangeTimer.current) clearTimeout(onchangeTimer.current);
  }, []);

  const watched = useMemo(() => onchangeFields(state.description), [state.description]);

  const setValue = useCallback(
    (field: string, value: unknown) => {
      dispatch({ type: 'field/change', name: field, value });
      trackFieldChange(name, field);
      if (watched.has(field)) requestOnchange(field);
    },
    [name, watched, requestOnchange],
  );

  const setRows = useCallback(
    (collection: string, rows: RowState[]) => {
      dispatch({ type: 'rows/set', collection, rows });
      if (watched.has(collection)) requestOnchange(collection);
    },
    [watched, requestOnchange],
  );

  const setCell = useCallback(
    (collection: string, key: string, field: string, value: unknown) => {
      dispatch({ type: 'row/change', collection, key, field, value });
      trackFieldChange(name, `${collection}.${field}`);
      if (watched.has(collection)) requestOnchange(`${collection}.${field}`);
    },
    [name, watched, requestOnchange],
  );

  // A nested collection's rows (a contact's means of contact): saved with the record, recomputed by nothing.
  const setNestedRows = useCallback((collection: string, key: string, nested: string, rows: RowState[]) => {
    dispatch({ type: 'nested/set', collection, key, nested, rows });
  }, []);

  const setNestedCell = useCallback(
    (collection: string, key: string, nested: string, nestedKey: string, field: string, value: unknown) => {
      dispatch({ type: 'nested/change', collection, key, nested, nestedKey, field, value });
      trackFieldChange(name, `${collection}.${nested}.${field}`);
    },
    [name],
  );

  // Fields showing input they refused (an impossible date), by path: the save waits until they are fixed.
  const inputErrors = useRef(new Map<string, string>());
  const reportInputError = useCallback((path: string, message: string | null) => {
    if (message === null) inputErrors.current.delete(path);
    else inputErrors.current.set(path, message);
  }, []);

  // The record saved by someone else (a conflict, the live warning of SavedElsewhere), or loaded again for what a
  // field shows of a record saved in the sub-form dialog (OpenedRecord), with the user's unsaved changes merged on
  // top three-way: theirs win where they made them, the rest is the saved record. The draft goes first, so that the
  // reload does not offer it back; the changes, put back, are written as a new one. What onchange answers made of a
  // field's property (its key, the record it opens) stays while the user's values it was answered for do.
  const reloadKeepingEdits = useCallback(async () => {
    const { values, values_original, collection, collection_original, properties } = stateRef.current;
    forgetDraft();
    await load();
    dispatch({ type: 'edits/reapply', edits: { values, values_original, collection, collection_original, properties } });
  }, [load, forgetDraft]);

  const submitApi = useFormSubmit({ name, params, stateRef, dispatch, ask, dirty, reload: load, reloadKeepingEdits, embedded, forgetDraft, inputErrors });

  /** The page's params with the record's id: where a record lives once saved. */
  const recordParams = useCallback((identifier: number) => encodeParams({ id: identifier }), []);

  return { name, params, state, stateRef, dirty, dialog, ask, setValue, setRows, setCell, setNestedRows, setNestedCell, reportInputError, fetchCollection, reload: load, reloadKeepingEdits, recordParams, ...submitApi };
}

export type FormController = ReturnType<typeof useFormController>;

import { type FormResponse, type FormSubmission, type ValidationEntry, encodeParams, messages } from '@ossature/contract';
import { type Dispatch, type RefObject, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, loadUser } from '../../../api/api-client';
import { changesProfile } from '../../../auth/profile-forms';
import { useNotify } from '../../../ui/notifications';
import { deletedNotification, saveErrorsNotification, saveFailedNotification, savedNotification, structuredErrorsOf } from '../../../ui/save-notifications';
import { formApi } from '../form-api';
import { CHANGES_HANDLED } from '../rules/changes-handled';
import { copyParams } from '../rules/copy-params';
import { canGoBackInApp } from '../rules/history-back';
import { cutNestedContent } from '../rules/navigation-target';
import { checkRequired, propertyAt } from '../rules/required-check';
import { fillReturnUrl } from '../rules/return-url';
import type { DialogChoice, DialogRequest } from './form-dialogs-state';
import type { FormAction } from './form-reducer';
import type { FormState } from './form-state';
import { submissionOf } from './submission';
import { UploadFailedError, hasPendingFiles, uploadPendingFiles } from './upload-files';

/** SPEC §9: a locked form retries its submit 3 times, 500 ms apart. */
const LOCK_RETRIES = 3;
const LOCK_RETRY_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A form shown inside another screen (a dialog): it reports its save and delete instead of navigating. */
export interface EmbeddedForm {
  onSaved(response: FormResponse): void;
  onDeleted?(): void;
  /** A save accepted for later (202): its answer, e.g. a bulk action's batch to follow. Else the form reloads. */
  onAccepted?(answer: { message: string } & Record<string, unknown>): void;
}

interface SubmitDeps {
  /** Fields showing input they refused, by path (see useFormController.reportInputError). */
  inputErrors: RefObject<Map<string, string>>;
  name: string;
  params: string | undefined;
  stateRef: RefObject<FormState>;
  dispatch: Dispatch<FormAction>;
  ask(request: DialogRequest): Promise<DialogChoice>;
  dirty: boolean;
  reload(): Promise<void>;
  /** Loads the record again and puts the user's unsaved changes back on top (useFormController.reloadKeepingEdits). */
  reloadKeepingEdits(): Promise<void>;
  embedded: EmbeddedForm | undefined;
  /** Drops the draft of the saved work, and any draft write still pending. */
  forgetDraft(): void;
}

export interface SubmitOptions {
  /** An action button writes a value before saving (SPEC §3 Button.change_field). */
  changeField?: { field: string; value: unknown };
  /** 'Submit and return': where to go with the form's values once saved. */
  returnUrl?: string;
}

/** Field errors of an answer, by path; those without a path go to the message list only. */
function errorsByPath(errors: { path?: string; text: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).filter((error) => error.path).map((error) => [error.path!, error.text]));
}

/**
 * The save, delete and copy flows of SPEC §4/§5: lock retries, unchanged-record skip, local required check,
 * uploads, preflight with its 'Attention' dialog, save and its answers (200 reset, 202 message, 400 field errors,
 * 409 conflict to confirm or reload), post-submit navigation.
 */
export function useFormSubmit({ name, params, stateRef, dispatch, ask, dirty, reload, reloadKeepingEdits, embedded, forgetDraft, inputErrors }: SubmitDeps) {
  const navigate = useNavigate();
  const notify = useNotify();
  // Back one page (SPEC §2), or home when the page before is not the app's: the message just shown stays in view, and
  // the page left (a deleted record) is not kept in the history.
  const goBack = useCallback(() => (canGoBackInApp() ? navigate(-1) : navigate('/', { replace: true })), [navigate]);

  const afterSave = useCallback(
    (response: FormResponse, wasNew: boolean, returnUrl: string | undefined, values: Record<string, unknown>) => {
      forgetDraft();
      if (embedded) return embedded.onSaved(response);
      if (returnUrl) return navigate(cutNestedContent(fillReturnUrl(returnUrl, values)));
      if (response.post_submit_url) return navigate(cutNestedContent(response.post_submit_url));
      if (response.post_submit_go_back) return goBack();
      // A new record lives at its own URL from now on.
      if (wasNew && response.identifier !== null) {
        return navigate(`/form/${name}/${encodeURIComponent(encodeParams({ id: response.identifier }))}`, { replace: true });
      }
      return undefined;
    },
    [name, navigate, goBack, embedded, forgetDraft],
  );

  const send = useCallback(
    async function sendOnce(submission: FormSubmission, returnUrl: string | undefined): Promise<boolean> {
      const wasNew = submission.identifier === null;
      try {
        const { status, body } = await formApi.save(name, params, submission);
        if (status === 202) {
          forgetDraft();
          const answer = body as { message: string } & Record<string, unknown>;
          notify({ message: answer.message ?? messages.form.asyncAccepted, severity: 'info' });
          if (embedded?.onAccepted) embedded.onAccepted(answer);
          else await reload();
          return true;
        }
        const response = body as FormResponse;
        dispatch({ type: 'load/done', response });
        // Read again in the background: the profile's listeners (the user context) take it when it comes.
        if (changesProfile(name)) loadUser().catch(() => undefined);
        notify(savedNotification(response));
        void afterSave(response, wasNew, returnUrl, submission.values);
        return true;
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        if (error.status === 409 && error.body.validation) {
          const validation = error.body.validation as ValidationEntry;
          dispatch({ type: 'validation/set', validation });
          const choice = await ask({ kind: 'conflict', validation });
          dispatch({ type: 'validation/set', validation: null });
          if (choice === 'confirm') return sendOnce({ ...submission, confirm_conflict: true }, returnUrl);
          // The reloaded record gets the user's own changes back on top: the form is dirty with them, ready to save.
          if (choice === 'reload') await reloadKeepingEdits();
          return false;
        }
        const errors = structuredErrorsOf(error);
        if (errors.length > 0) {
          dispatch({ type: 'errors/set', errors: errorsByPath(errors) });
          const description = stateRef.current?.description;
          notify(saveErrorsNotification(errors.map((entry) => ({ label: entry.path && description ? propertyAt(description, entry.path)?.label : undefined, text: entry.text }))));
        } else {
          // The server's own words when it gave some (a bulk action naming the row it refuses), else the generic ones.
          notify(saveFailedNotification(error));
        }
        return false;
      }
    },
    [name, params, dispatch, notify, ask, reload, reloadKeepingEdits, afterSave, stateRef, forgetDraft, embedded],
  );

  const submit = useCallback(
    async (options: SubmitOptions = {}): Promise<boolean> => {
      if (stateRef.current?.lock) {
        // 'En attente' while a recomputation under way finishes (SPEC §4: 3 tries, 500 ms apart). A slower one is not
        // waited for longer: it only recomputes values the server recomputes at save anyway.
        dispatch({ type: 'flags/set', flags: { wait: true } });
        for (let attempt = 0; stateRef.current?.lock && attempt < LOCK_RETRIES; attempt++) await sleep(LOCK_RETRY_MS);
        dispatch({ type: 'flags/set', flags: { wait: false } });
      }
      let state = stateRef.current!;
      const description = state.description;
      if (!description) return false;
      // A field the screen knows is wrong (an impossible date) stops the save with its own message (SPEC §5).
      const refused = [...inputErrors.current];
      if (refused.length > 0) {
        dispatch({ type: 'errors/set', errors: { ...state.errors, ...Object.fromEntries(refused) } });
        notify(saveErrorsNotification(refused.map(([path, text]) => ({ label: propertyAt(description, path)?.label, text }))));
        return false;
      }
      if (options.changeField) {
        state = { ...state, values: { ...state.values, [options.changeField.field]: options.changeField.value } };
        dispatch({ type: 'field/change', name: options.changeField.field, value: options.changeField.value });
      } else if (description.identifier !== null && !dirty && !options.returnUrl) {
        return true;
      }
      const required = checkRequired(description, state.values, state.collection, state.errors);
      if (required.summary) {
        dispatch({ type: 'errors/set', errors: { ...state.errors, ...required.errors } });
        notify({ message: required.summary, severity: 'error' });
        return false;
      }
      dispatch({ type: 'flags/set', flags: { submit: true } });
      try {
        if (hasPendingFiles(state)) {
          try {
            state = { ...state, ...(await uploadPendingFiles(state, formApi.upload)) };
          } catch (error) {
            // The field that held the file says so too ('Erreur lors de l'envoi de votre fichier').
            if (error instanceof UploadFailedError) {
              dispatch({ type: 'errors/set', errors: { ...state.errors, [error.path]: messages.formScreen.uploadYourFileFailed } });
            }
            notify({ message: messages.formScreen.uploadFailed, severity: 'error' });
            return false;
          }
        }
        const submission = submissionOf(state, description);
        try {
          const preflight = await formApi.preflight(name, params, submission);
          if (preflight.errors.length > 0 || preflight.warnings.length > 0) {
            dispatch({ type: 'errors/set', errors: errorsByPath([...preflight.errors, ...preflight.warnings]) });
            if ((await ask({ kind: 'attention', ...preflight })) !== 'confirm') return false;
          }
        } catch (error) {
          if (!(error instanceof ApiRequestError)) throw error;
          // Preflight refusals are the save's: let the save report them the same way.
        }
        return await send(submission, options.returnUrl);
      } finally {
        dispatch({ type: 'flags/set', flags: { submit: false } });
      }
    },
    [name, params, stateRef, dispatch, dirty, notify, ask, send, inputErrors],
  );

  const remove = useCallback(async () => {
    const description = stateRef.current?.description;
    if (!description?.identifier) return;
    if ((await ask({ kind: 'delete' })) !== 'confirm') return;
    dispatch({ type: 'flags/set', flags: { submit: true } });
    try {
      const answer = await formApi.remove(name, description.identifier);
      forgetDraft();
      notify(deletedNotification);
      if (embedded) embedded.onDeleted?.();
      else if (answer.return_delete_url) navigate(cutNestedContent(answer.return_delete_url));
      else void goBack();
    } catch (error) {
      notify(saveFailedNotification(error));
    } finally {
      dispatch({ type: 'flags/set', flags: { submit: false } });
    }
  }, [name, stateRef, dispatch, ask, notify, navigate, goBack, embedded, forgetDraft]);

  const copy = useCallback(async () => {
    const description = stateRef.current?.description;
    if (!description?.identifier) return;
    if (dirty) {
      const choice = await ask({ kind: 'copy' });
      if (choice === 'cancel') return;
      if (choice === 'yes' && !(await submit())) return;
      // 'Non': the changes are given up, and their draft with them.
      if (choice === 'no') forgetDraft();
    }
    if (!embedded) {
      // The copy opens at a URL of its own, naming its source (the screen there loads it); once saved it moves to
      // the new record's (afterSave).
      navigate(`/form/${name}/${encodeURIComponent(copyParams(params, description.identifier))}`, { state: CHANGES_HANDLED });
      return;
    }
    // A form in a dialog has no URL: the copy takes its place.
    try {
      dispatch({ type: 'load/done', response: await formApi.copy(name, description.identifier), dirty: true });
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.form.loadFailed, severity: 'error' });
    }
  }, [name, params, stateRef, dirty, ask, submit, dispatch, notify, navigate, embedded, forgetDraft]);

  return { submit, remove, copy };
}

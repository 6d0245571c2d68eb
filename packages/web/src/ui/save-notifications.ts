/**
 * The SPEC §8 messages of a save or a delete, for every screen that saves through the form calls (the form screen, a
 * list's configurations…): one wording and one shape, whoever saves.
 */
import { type FieldError, type FormResponse, messages } from '@ossature/contract';
import { ApiRequestError } from '../api/api-client';
import { labelledMessage } from './labelled-message';
import { type Notification, severityOf } from './notifications';

/** 'Success': the server's own message in its colour when it sends one, else 'Données sauvegardées'. */
export function savedNotification(answer: Pick<FormResponse, 'submit_message'>): Notification {
  const severity = severityOf(answer.submit_message?.color, 'success');
  return { message: answer.submit_message?.message ?? messages.form.saved, severity, duration: severity === 'success' ? 2000 : undefined };
}

/** 'Success' of a delete: 'Données supprimées avec succès'. */
export const deletedNotification: Notification = { message: messages.form.deleted, severity: 'success', duration: 2000 };

/** A structured save error: 'Erreur lors de l'enregistrement :' then a bullet per error, named by its field's label. */
export function saveErrorsNotification(errors: readonly { label?: string | undefined; text: string }[]): Notification {
  return { message: [messages.form.saveErrorTitle, ...errors.map(({ label, text }) => `• ${labelledMessage(label, text)}`)].join('\n'), severity: 'error' };
}

/** The errors a refused save lists (a 400 carrying errors[]), none for any other failure. */
export const structuredErrorsOf = (error: unknown): FieldError[] => (error instanceof ApiRequestError && Array.isArray(error.body.errors) ? error.body.errors : []);

/**
 * A save or delete failure without structured errors: the server's own words when it answered some (a conflict, a
 * refusal), else 'Impossible de sauvegarder les données' (no answer at all).
 */
export function saveFailedNotification(error: unknown): Notification {
  return { message: error instanceof ApiRequestError && error.message ? error.message : messages.form.saveFailed, severity: 'error' };
}

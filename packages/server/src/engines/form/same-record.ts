import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { identifierOf } from '../../records/page-params.js';

const refuse = (text: string) => new HttpError(400, text, { errors: [{ path: 'identifier', text }] });

/**
 * A save, delete or copy names its record in the body, and the page's params may name it too: both must then be the
 * same record, so that a body's id never acts on a record other than the page's (400, nothing written). A new record
 * (no id in the body) may be saved from a page showing another one, as a copy is until it is saved.
 */
export function checkSameRecord(params: URLSearchParams, identifier: number | null): void {
  const raw = params.get('id') ?? params.get('primaryKey');
  if (raw !== null && raw !== '' && !/^\d{1,15}$/.test(raw)) throw refuse(messages.http.invalidParams);
  const fromParams = identifierOf(params);
  if (fromParams !== null && identifier !== null && fromParams !== identifier) throw refuse(messages.form.identifierMismatch);
}

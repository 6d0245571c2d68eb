import { INCIDENT_MESSAGE_MAX, decodeBase64, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';

const text = messages.incident;

const refuse = (message: string) => new HttpError(400, message, { errors: [{ path: 'message', text: message }] });

/**
 * The text of an encoded message (SPEC §7 'encoded message': base64 of its UTF-8 text), as stored: plain text, line
 * breaks as '\n', trimmed, not empty, at most INCIDENT_MESSAGE_MAX characters. Nothing is interpreted: HTML is kept
 * as the characters typed, and screens show it as text.
 */
export function messageText(encoded: string): string {
  let decoded: string;
  try {
    decoded = decodeBase64(encoded.trim());
  } catch {
    throw refuse(text.invalidEncoding);
  }
  if (hasInvalidCharacters(decoded)) throw refuse(messages.form.invalidCharacters);
  const body = decoded.replace(/\r\n?/g, '\n').trim();
  if (body === '') throw refuse(text.emptyMessage);
  if (body.length > INCIDENT_MESSAGE_MAX) throw refuse(formatMessage(text.tooLong, { max: INCIDENT_MESSAGE_MAX.toLocaleString('fr-FR') }));
  return body;
}

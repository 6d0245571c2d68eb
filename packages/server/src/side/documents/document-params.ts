import { InvalidParamsError, LibraryQuery, RecordDocumentsQuery, decodeBase64, messages } from '@ossature/contract';
import { Compile } from 'typebox/compile';
import { HttpError } from '../../infra/http-error.js';

const recordCheck = Compile(RecordDocumentsQuery);
const libraryCheck = Compile(LibraryQuery);

export type DocumentQuery = { kind: 'record'; query: RecordDocumentsQuery } | { kind: 'library'; query: LibraryQuery };

const invalid = () => new HttpError(400, messages.document.invalidQuery);

/** Digits become numbers (a query string carries only text); anything else stays text, for the schema to refuse. */
const numberOrText = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : value);

/** `object_name=customer&object_id=12` or `page=1&created_by=mine&search=…` (also `filter[created_by]`) as the JSON form. */
function fromQueryString(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const query: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'created_by' || key === 'filter[created_by]') query.filter = { created_by: value };
    else if (key === 'object_id' || key === 'page') query[key] = numberOrText(value);
    else query[key] = value;
  }
  return query;
}

/**
 * The `{params}` of GET /api-internal/document/1/{params}: base64 of JSON (`encodeDocumentParams`) or of a query string.
 * A record's attachments are asked with object_name and object_id; a page of the library with `page` (from 1),
 * `filter.created_by` and `search`. Anything else — not base64, not JSON, unknown keys, both kinds at once — is a 400.
 */
export function decodeDocumentParams(raw: string): DocumentQuery {
  let text: string;
  try {
    text = decodeBase64(raw);
  } catch (error) {
    if (error instanceof InvalidParamsError) throw invalid();
    throw error;
  }
  let query: unknown;
  if (text.trimStart().startsWith('{')) {
    try {
      query = JSON.parse(text);
    } catch {
      throw invalid();
    }
  } else {
    query = fromQueryString(text);
  }
  if (recordCheck.Check(query)) return { kind: 'record', query };
  if (libraryCheck.Check(query)) return { kind: 'library', query };
  throw invalid();
}

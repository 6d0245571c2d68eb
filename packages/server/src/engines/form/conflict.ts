import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type ValidationEntry, encodeParams, formatMessage, messages } from '@ossature/contract';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The 409 answer of a save based on an outdated version: a SPEC §3 validation entry naming who changed the record
 * and when, with a link to the current version. The user may confirm (the save is sent again with confirm_conflict)
 * or reload. `bothChanged` names the fields both changed, which a confirmed save overwrites (merge-submission.ts);
 * null when the save does not say what it changed.
 */
export async function conflictError(
  db: DynamicDb,
  module: RegisteredModule,
  identifier: number,
  fromDate: string,
  current: { updatedAt: string; updatedBy: number },
  bothChanged: string[] | null = null,
): Promise<HttpError> {
  const author = await db.selectFrom('app_user').select('name').where('id', '=', current.updatedBy).executeTakeFirst();
  const when = format(new Date(current.updatedAt), "dd/MM/yyyy 'à' HH:mm", { locale: fr });
  const sentences = [formatMessage(messages.form.conflict, { user: author?.name ?? '?', date: when })];
  if (bothChanged?.length) sentences.push(formatMessage(messages.form.conflictBothChanged, { fields: bothChanged.join(', ') }));
  else if (bothChanged) sentences.push(messages.form.conflictNoOverlap);
  const validation: ValidationEntry = {
    message: sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join(''),
    link: `/front/form/${module.name}/${encodeURIComponent(encodeParams({ id: identifier }))}`,
    link_name: messages.form.conflictLinkName,
    conflict: true,
    table: module.table,
    identifier,
    fromDate,
  };
  return new HttpError(409, sentences.join(' '), { validation });
}

import type { PreflightIssue } from '@ossature/contract';
import type { RecordValues } from '../../metadata/field-definition.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';

/** The module's findings about the record as it is on screen (SPEC §3 form_validation); none when it declares none. */
export async function formValidationOf(
  deps: RecordDeps,
  caller: Caller,
  module: RegisteredModule,
  identifier: number | null,
  record: RecordValues,
): Promise<PreflightIssue[] | undefined> {
  const declared = module.definition.formValidation;
  if (!declared) return undefined;
  return declared.check({ db: deps.db, clientId: caller.auth.clientId, userId: caller.auth.userId, identifier, record, now: deps.clock.now() });
}

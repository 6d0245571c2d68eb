import { compareFrench, formatMessage, messages } from '@ossature/contract';
import { sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { ValidationDefinition, ValidationStepDefinition, ValidatorContext } from '../../metadata/module-definition.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { RecordDeps } from '../../records/record-access.js';

/** Someone who may decide the active step. */
export interface Validator {
  id: number;
  name: string;
}

/** The step a request is at (the last one if the definition has fewer steps since). */
export const stepOf = (validation: ValidationDefinition, index: number): ValidationStepDefinition =>
  validation.steps[Math.min(index, validation.steps.length - 1)]!;

const activeUsers = (db: DynamicDb, clientId: number) =>
  db.selectFrom('app_user').select(['id', 'name']).where('client_id', '=', clientId).where('active', '=', 1);

const idsOf = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

function validatorContext(db: DynamicDb, clientId: number, identifier: number, values: Record<string, unknown>): ValidatorContext {
  return {
    db,
    clientId,
    identifier,
    values,
    admins: async () => idsOf(await activeUsers(db, clientId).where('is_admin', '=', 1).orderBy('id').execute()),
    usersNamed: async (identityName) => idsOf(await activeUsers(db, clientId).where('identity_name', '=', identityName).orderBy('id').execute()),
  };
}

/**
 * Who may decide a step of a record's request, as the module's declaration finds them from the record's stored
 * values — then kept to the active users of the record's organisation, by name: an id from elsewhere is nobody.
 * Found anew at each call (the record cannot change while its request is active; the people around it may).
 */
export async function stepValidators(db: DynamicDb, clientId: number, identifier: number, values: Record<string, unknown>, step: ValidationStepDefinition): Promise<Validator[]> {
  const ids = [...new Set((await step.validators(validatorContext(db, clientId, identifier, values))).filter((id) => Number.isSafeInteger(id)))];
  if (ids.length === 0) return [];
  const rows = await activeUsers(db, clientId).where('id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) })).toSorted((a, b) => compareFrench(a.name, b.name));
}

/** SPEC §6: why the record cannot be changed while the step is waiting. */
export function lockMessageOf(step: ValidationStepDefinition, validators: Validator[]): string {
  if (step.type === 'ELECTRONIC_SIGNATURE') return messages.validation.lockedBySignature;
  return formatMessage(messages.validation.lockedByValidation, { name: validators.map((validator) => validator.name).join(', ') || messages.validation.someone });
}

/**
 * Inside a write's transaction on PostgreSQL, the record's row is locked (FOR UPDATE) before its requests are read:
 * a save and a request starting at the same time are then taken one after the other, so that no save slips in once
 * a request is active. SQLite writes one transaction at a time already.
 */
export async function holdRecord(deps: RecordDeps, db: DynamicDb, module: RegisteredModule, clientId: number, recordId: number): Promise<void> {
  if (deps.dialect !== 'postgres') return;
  await db.selectFrom(module.table).select(sql`1`.as('held')).where('id', '=', recordId).where('client_id', '=', clientId).forUpdate().execute();
}

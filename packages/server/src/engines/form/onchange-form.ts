import { type OnchangeRequest, type OnchangeResponse, conditionHolds } from '@ossature/contract';
import { constraintErrorOf } from './check-record.js';
import type { RecordValues } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField } from '../../metadata/registered-module.js';
import { computeValues } from '../../records/compute-values.js';
import { type Caller, type RecordDeps, canRead, resolveModule } from '../../records/record-access.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { formValidationOf } from './form-validation.js';
import { openedRecordOf } from './opened-record.js';

/** Values as they are on screen, each parsed by its kind when it can be; unparsable ones count as empty. */
function leniently(fields: NamedField[], submitted: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    const parsed = kindOf(field.kind).parse(submitted[name] ?? null, field);
    values[name] = parsed.ok ? parsed.value : null;
  }
  return values;
}

const dependsOn = (field: Pick<NamedField['field'], 'dependsOn'>, changed: string) =>
  (field.dependsOn ?? []).some((dependency) => dependency === changed || changed.startsWith(`${dependency}.`) || dependency.startsWith(`${changed}.`));

/**
 * POST /proxy/form/onchange/{form}/{field}: after a change of `field` (or `collection.field`), the values of the fields
 * that depend on it, recomputed by the server, and the computed values of each row of the changed collection. Relation fields
 * that depend on it are flagged for their options to reload, and give their new key when they have one (fieldKey); the record's findings come again when they depend on it
 * (SPEC §3 form_validation); each constrained field says whether its constraint holds (error); collections through it are named for the screen to fetch again (reload_collection).
 * Nothing is written.
 */
export async function onchangeForm(deps: RecordDeps, caller: Caller, name: string, changed: string, request: OnchangeRequest): Promise<OnchangeResponse> {
  const module = resolveModule(deps, caller, name);
  const collections = inlineCollections(module);
  const record: RecordValues = {
    values: leniently(module.fields, request.values),
    collections: Object.fromEntries(
      collections.map((collection) => [collection.name, (request.collection?.[collection.name] ?? []).map((row) => leniently(collection.fields, row.values))]),
    ),
  };
  const computed = computeValues(module, record);
  const properties: OnchangeResponse['properties'] = {};
  for (const { name: fieldName, field } of module.fields) {
    if (!dependsOn(field, changed)) continue;
    properties[fieldName] = field.compute ? { value: computed.values[fieldName] } : { reload: true };
    if (field.fieldKey) properties[fieldName].fieldKey = field.fieldKey(computed.values);
  }
  // Every shown field with constraints says whether the values on screen keep them (an end before the start is told
  // as the dates are typed, and untold once fixed); the save checks them all again.
  for (const { name: fieldName, field } of module.fields) {
    if (!field.constraint || !conditionHolds(field.displayCondition, record.values)) continue;
    properties[fieldName] = { ...properties[fieldName], error: constraintErrorOf(field, record.values[fieldName], record, record.values) };
  }
  // A field standing for the record the changed field names now stands for another (SPEC §3 formRecordId).
  for (const { name: fieldName, field } of module.fields) {
    if (field.opens?.recordFrom !== changed) continue;
    properties[fieldName] = { ...properties[fieldName], formRecordId: openedRecordOf(deps, caller, field.opens, record.values) };
  }
  const root = changed.split('.')[0]!;
  const collection: OnchangeResponse['collection'] = {};
  const changedCollection = collections.find((candidate) => candidate.name === root);
  const computedInRows = changedCollection?.fields.filter(({ field }) => field.compute).map(({ name: fieldName }) => fieldName) ?? [];
  if (computedInRows.length > 0) {
    // Only the computed values: the others are the user's, who may have typed more since the request left.
    collection[root] = (request.collection?.[root] ?? []).map((row, index) => {
      const values = computed.collections[root]![index]!;
      return { identifier: row.identifier, values: Object.fromEntries(computedInRows.map((fieldName) => [fieldName, values[fieldName] ?? null])) };
    });
  }
  const findings = module.definition.formValidation && dependsOn(module.definition.formValidation, changed)
    ? await formValidationOf(deps, caller, module, request.identifier ?? null, record)
    : undefined;
  // Collections through the changed field: the screen fetches their rows again, for the new value.
  const reloaded = module.collections
    .filter((candidate) => candidate.kind === 'linked' && candidate.definition.through === changed && canRead(deps, caller, candidate.definition.module))
    .map(({ name: collectionName }) => collectionName);
  return { properties, collection, ...(findings ? { form_validation: findings } : {}), ...(reloaded.length > 0 ? { reload_collection: reloaded } : {}) };
}

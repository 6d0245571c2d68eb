import { encodeParams } from '@ossature/contract';

/**
 * SPEC §2 sub-form dialog: a linked row opens in its own form by base64 of primaryKey={id}, then the matchParams (the
 * parent link, {parent_field}={parent id}), then copie=0.
 */
export const openRowParams = (identifier: number, parentField: string, parentId: number) =>
  encodeParams({ primaryKey: identifier, [parentField]: parentId, copie: 0 });

/** A new linked record: its form with the parent link, which the server writes into the new record's field. */
export const newRowParams = (parentField: string, parentId: number) => encodeParams({ [parentField]: parentId });

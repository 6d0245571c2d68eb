import type { RowProperty } from '@ossature/contract';
import { parisDate } from '../../metadata/calendar.js';
import type { RegisteredInlineCollection } from '../../metadata/registered-module.js';

/**
 * A saved row's own properties as its collection declares them from the stored values (SPEC §3 Collection.data
 * 'properties'), kept to the collection's fields; none when there are none.
 */
export function rowPropertiesOf(collection: RegisteredInlineCollection, stored: Record<string, unknown>, now: Date): Record<string, RowProperty> | undefined {
  const declared = collection.definition.rowProperties?.(stored, { today: parisDate(now) });
  const known = Object.entries(declared ?? {}).filter(([name]) => collection.fields.some((field) => field.name === name));
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

/** The fields a saved row keeps as stored whatever a save sends: those its own properties make read-only. */
export function lockedInRow(collection: RegisteredInlineCollection, stored: Record<string, unknown>, now: Date): string[] {
  return Object.entries(rowPropertiesOf(collection, stored, now) ?? {}).flatMap(([name, property]) => (property.read_only ? [name] : []));
}

/**
 * A customer's contacts and their means of contact (the nested collection `means`) as the form sends and answers
 * them: what the nested-collection tests build their saves from.
 */

export interface Row {
  identifier: number | null;
  values: Record<string, unknown>;
  /** A row the answer holds unsaved (a copy's). */
  added?: boolean;
  collection?: Record<string, { data: Row[]; new: Row }>;
}

export interface LoadedCustomer {
  identifier: number;
  version: number;
  loaded_at: string;
  values: Record<string, unknown>;
  collection: Record<string, { data: Row[]; new: Row }>;
  properties: Record<string, { collection_form?: { properties: Record<string, { collection_form?: { element: string; columns: string[] } }> } }>;
}

export const meansTable = 'customer_contacts_means';

export const mean = (type: string, value: string, identifier: number | null = null) => ({ identifier, values: { type, value } });

export const contact = (first: string, last: string, means: object[], identifier: number | null = null) => ({
  identifier,
  values: { first_name: first, last_name: last },
  collection: { means },
});

/** The rows as the screen sends them back: identifiers, values and nested rows. */
export const wire = (rows: Row[]): object[] =>
  rows.map((row) => ({
    identifier: row.identifier,
    values: row.values,
    ...(row.collection ? { collection: Object.fromEntries(Object.entries(row.collection).map(([name, data]) => [name, wire(data.data)])) } : {}),
  }));

/** The means of contact of the loaded customer's contact at `index`. */
export const meansOf = (loaded: LoadedCustomer, index = 0) => loaded.collection.contacts!.data[index]!.collection!.means!.data;

/** A save of everything loaded, with the contacts changed by `edit`. */
export const resave = (loaded: LoadedCustomer, edit: (contacts: object[]) => object[], extra: object = {}) => ({
  identifier: loaded.identifier,
  version: loaded.version,
  loaded_at: loaded.loaded_at,
  values: loaded.values,
  collection: { contacts: edit(wire(loaded.collection.contacts!.data)) },
  ...extra,
});

/** What the screen sends as `original` when the user changed only the contacts: their rows as loaded. */
export const loadedContacts = (loaded: LoadedCustomer) => ({ values: {}, collection: { contacts: wire(loaded.collection.contacts!.data) } });

import { type FieldChange, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { TechnicalDiff } from '../../records/history-store.js';
import type { RecordDeps } from '../../records/record-access.js';

const text = messages.document;

/** The library module and the names of its title, file and type fields, as its `documentLibrary` declares them. */
export interface Library {
  module: RegisteredModule;
  title: string;
  file: string;
  /** The choice field of the type, if the library has one. */
  type: string | null;
}

/** The module declaring `documentLibrary`, found through the registry (never by name); undefined when none does. */
export function libraryOf(deps: RecordDeps): Library | undefined {
  const module = deps.registry.documentLibrary();
  const declaration = module?.definition.documentLibrary;
  if (!module || !declaration) return undefined;
  return { module, title: declaration.title, file: declaration.file, type: declaration.type ?? null };
}

export function requireLibrary(deps: RecordDeps): Library {
  const library = libraryOf(deps);
  if (!library) throw new HttpError(404, text.libraryMissing);
  return library;
}

const fieldOf = (library: Library, name: string): FieldDefinition => library.module.fieldByName.get(name)!;

/** The types offered when attaching or editing: the type field's options (none without a type field). */
export function typesOf(library: Library | undefined): { value: string; label: string }[] {
  if (!library?.type) return [];
  return (fieldOf(library, library.type).options ?? []).filter((option) => !option.disabled).map((option) => ({ value: String(option.value), label: option.label }));
}

/** A title as the library's title field takes it (trimmed, within its length, no invalid characters); required. */
export function parseTitle(library: Library, raw: string): string {
  const field = fieldOf(library, library.title);
  const parsed = kindOf(field.kind).parse(raw, field);
  if (!parsed.ok) throw new HttpError(400, parsed.error, { errors: [{ path: 'title', text: parsed.error }] });
  if (parsed.value === null) throw new HttpError(400, text.titleRequired, { errors: [{ path: 'title', text: text.titleRequired }] });
  return String(parsed.value);
}

/** A type among the library's options, or null; a library without a type field keeps none. */
export function parseType(library: Library, raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const field = library.type ? fieldOf(library, library.type) : undefined;
  const parsed = field ? kindOf(field.kind).parse(raw, field) : null;
  if (!parsed?.ok) throw new HttpError(400, text.invalidType, { errors: [{ path: 'type_id', text: text.invalidType }] });
  return parsed.value === null ? null : String(parsed.value);
}

/** A file's name without its extension, within the title field's length: the title a document gets when none is typed. */
export function titleOfFilename(library: Library, filename: string): string {
  const title = filename.replace(/\.[^.]*$/, '').trim() || filename;
  return title.slice(0, fieldOf(library, library.title).maxLength ?? title.length);
}

/** The library fields the side tool writes, as stored values. */
export interface DocumentValues {
  title: string;
  /** A stored file's id; null only for a document stored without one (its form requires one). */
  file: number | null;
  type: string | null;
}

/** The record's values in the library's own field names. */
export function libraryValues(library: Library, values: DocumentValues): Record<string, unknown> {
  return { [library.title]: values.title, [library.file]: values.file, ...(library.type ? { [library.type]: values.type } : {}) };
}

/**
 * A history entry's changes (SPEC §3: by field label, options and files by what they show), as the form engine
 * writes them: a file reads `{id, label: filename}`, a type its option's label.
 */
export function documentDiff(
  library: Library,
  before: DocumentValues | null,
  after: DocumentValues,
  filenames: Map<number, string>,
): { modification: Record<string, FieldChange>; technical: TechnicalDiff } {
  const diff = { modification: {} as Record<string, FieldChange>, technical: {} as TechnicalDiff };
  const shown = (name: string, value: unknown): FieldChange['old'] => {
    if (value === null || value === undefined) return null;
    if (name === library.file) return { id: Number(value), label: filenames.get(Number(value)) ?? `#${String(value)}` };
    const field = fieldOf(library, name);
    return kindOf(field.kind).describe(value, field);
  };
  const pairs: [string | null, unknown, unknown][] = [
    [library.title, before?.title ?? null, after.title],
    [library.file, before?.file ?? null, after.file],
    [library.type, before?.type ?? null, after.type],
  ];
  for (const [name, old, next] of pairs) {
    if (name === null || old === next) continue;
    diff.modification[fieldOf(library, name).label] = { old: shown(name, old), new: shown(name, next) };
    diff.technical[name] = { old, new: next };
  }
  return diff;
}

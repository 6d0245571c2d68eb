import type { ModuleDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';

const CHOICE_KINDS = new Set(['select', 'radio', 'button_group']);

/**
 * A module holding the document library names a string title, a file field and, optionally, a choice field with
 * static options for the type (offered when attaching). Its records live in its own table: the side tool writes them.
 */
export function checkDocumentLibrary(module: ModuleDefinition): void {
  const declaration = module.documentLibrary;
  if (!declaration) return;
  const type = declaration.type === undefined ? undefined : module.fields[declaration.type];
  if (
    module.store ||
    module.fields[declaration.title]?.kind !== 'string' ||
    module.fields[declaration.file]?.kind !== 'file' ||
    (declaration.type !== undefined && !(type && CHOICE_KINDS.has(type.kind) && type.options?.length))
  ) {
    throw new ModuleDefinitionError(module.name, 'documentLibrary needs a string title, a file field and a choice type with static options, in a table of its own');
  }
}

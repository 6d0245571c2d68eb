import type { RegisteredInlineCollection, RegisteredModule } from '../metadata/registered-module.js';

/** The collections whose rows live in tables of their own and are saved with their parent record. */
export const inlineCollections = (module: RegisteredModule): RegisteredInlineCollection[] =>
  module.collections.filter((collection): collection is RegisteredInlineCollection => collection.kind === 'inline');

import { COLLECTION_ELEMENT_TYPES, type UiElement } from '@ossature/contract';
import type { FieldDefinition } from './field-definition.js';
import type { LayoutElement, LayoutNode } from './layout.js';
import type { CollectionDefinition } from './module-definition.js';

export class ModuleDefinitionError extends Error {
  constructor(module: string, problem: string) {
    super(`Module "${module}": ${problem}`);
    this.name = 'ModuleDefinitionError';
  }
}

interface LayoutSources {
  module: string;
  fields: Record<string, FieldDefinition>;
  collections: Record<string, CollectionDefinition>;
  /** Names of the module's extra buttons, which Button elements may place. */
  buttons: string[];
}

/**
 * Turns a written layout into the wire layout: names become Controls (with the field's display condition as a rule)
 * or collection elements, each placed once; unknown names and misplaced elements are definition errors.
 */
export function normalizeLayout(root: LayoutNode, sources: LayoutSources): { layout: UiElement; placed: Set<string> } {
  const placed = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) throw new ModuleDefinitionError(sources.module, `"${name}" appears twice in the layout`);
    placed.add(name);
  };

  const visit = (node: LayoutNode, parent?: LayoutElement): UiElement => {
    // Tabs exist only as a whole: a tab outside a tab set, or anything else in a tab set, would render nothing.
    const type = typeof node === 'string' ? 'Control' : node.type;
    if ((type === 'Category') !== (parent?.type === 'Categorization')) {
      throw new ModuleDefinitionError(sources.module, type === 'Category' ? 'a ui.tab must sit in ui.tabs' : `ui.tabs holds ui.tab elements only, not ${type}`);
    }
    if (typeof node === 'string') {
      const field = sources.fields[node];
      const collection = sources.collections[node];
      if (field) {
        place(node);
        return {
          type: 'Control',
          scope: `#/properties/${node}`,
          ...(field.displayCondition ? { rule: { effect: 'SHOW' as const, condition: field.displayCondition } } : {}),
        };
      }
      if (collection) {
        place(node);
        return { type: collection.element, scope: `#/properties/${node}`, label: collection.label };
      }
      throw new ModuleDefinitionError(sources.module, `the layout names "${node}", which is neither a field nor a collection`);
    }
    if ((COLLECTION_ELEMENT_TYPES as readonly string[]).includes(node.type)) {
      throw new ModuleDefinitionError(sources.module, `place collections by name, not as ${node.type} elements`);
    }
    if (node.type === 'Map') {
      // A map shows geometry fields: it places them.
      for (const name of (node.options?.geometries as string[] | undefined) ?? []) {
        if (sources.fields[name]?.kind !== 'geometry_map') {
          throw new ModuleDefinitionError(sources.module, `the map shows "${name}", which is not a geometry_map field`);
        }
        place(name);
      }
    }
    if (node.type === 'Button' && !sources.buttons.includes(node.name ?? '')) {
      throw new ModuleDefinitionError(sources.module, `the layout's button "${node.name}" is not one of the module's extra buttons`);
    }
    const { elements, ...rest } = node;
    return elements ? { ...rest, elements: elements.map((child) => visit(child, node)) } : rest;
  };

  return { layout: visit(root), placed };
}

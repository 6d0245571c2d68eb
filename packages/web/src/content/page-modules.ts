import { formatMessage, messages } from '@ossature/contract';
import { type ComponentType, lazy } from 'react';

/**
 * The page-module catalogue behind /content/{tab}: each name maps to a screen loaded on demand. Later capabilities
 * add their pages here; an unknown name is a module-not-found failure (SPEC §2).
 */
const pageModules: Record<string, ComponentType> = {
  administration_tools: lazy(() => import('./AdministrationToolsPage')),
};

export class ModuleNotFoundError extends Error {
  constructor(readonly moduleName: string) {
    super(formatMessage(messages.shell.moduleNotFound, { name: moduleName }));
    this.name = 'ModuleNotFoundError';
  }
}

export function pageModule(name: string): ComponentType {
  const page = Object.hasOwn(pageModules, name) ? pageModules[name] : undefined;
  if (!page) throw new ModuleNotFoundError(name);
  return page;
}

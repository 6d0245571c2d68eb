import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { salesModules } from '../../src/modules/sales/index.js';

/**
 * The sales modules with invoices changed by administrators only: their staff still open the list, but none of its
 * bulk actions may be theirs. (No demo module has a bulk action and readers who may not change its records.)
 */
export const adminOnlyInvoiceModules: ModuleDefinition[] = salesModules.map((module) =>
  module.name === 'invoice' ? { ...module, rights: { ...module.rights, update: ['admin'] } } : module,
);

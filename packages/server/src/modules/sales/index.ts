import type { ModuleSeed } from '../../demo/seed-context.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { customerModule } from './customer/customer-module.js';
import { customerSeed } from './customer/customer-seed.js';
import { invoiceModule } from './invoice/invoice-module.js';
import { invoiceSeed } from './invoice/invoice-seed.js';
import { productCategoryModule } from './product-category/product-category-module.js';
import { productCategorySeed } from './product-category/product-category-seed.js';
import { productModule } from './product/product-module.js';
import { productSeed } from './product/product-seed.js';
import { quoteModule } from './quote/quote-module.js';
import { quoteSeed } from './quote/quote-seed.js';

/** Sales: customers, product catalogue and categories, quotes, invoices. */
export const salesModules: ModuleDefinition[] = [customerModule, productCategoryModule, productModule, quoteModule, invoiceModule];

/** Their demo data, dependencies first: lines name products, invoices name customers and the quotes they invoice. */
export const salesSeeds: ModuleSeed[] = [customerSeed, productCategorySeed, productSeed, quoteSeed, invoiceSeed];

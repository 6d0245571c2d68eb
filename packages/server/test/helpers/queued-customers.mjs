// Preloaded into the built server by the crash loop (node --import): customers' saves are queued (202) and applied by
// the job runner, as a CMS page's are, so that kill -9 can land while a contact's means of contact (a nested
// collection) are being written. No module of the product queues a form with nested collections yet.
import { applicationModules } from '../../dist/modules/index.js';

const index = applicationModules.findIndex((module) => module.name === 'customer');
applicationModules[index] = { ...applicationModules[index], asyncSave: true };

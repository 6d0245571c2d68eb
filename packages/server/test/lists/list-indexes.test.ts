import { describe, expect, it } from 'vitest';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { tableSpecs } from '../../src/metadata/table-spec.js';
import { fleetModules } from '../../src/modules/fleet/index.js';
import { hrModules } from '../../src/modules/hr/index.js';
import { salesModules } from '../../src/modules/sales/index.js';

describe('the indexes of a list', () => {
  it('cover its default order with the tenant and id, and the choices and dates it groups by, not free text', () => {
    const invoice = new ModuleRegistry(salesModules).get('invoice')!;
    const indexes = tableSpecs(invoice)[0]!.indexes.map((index) => index.columns.join(','));
    expect(indexes).toContain('client_id,issue_date,id');
    expect(indexes).toContain('client_id,status');
    expect(indexes).toContain('client_id,due_date');
    expect(indexes).toContain('client_id,customer');
    expect(indexes).not.toContain('client_id,number,id');
    const customer = new ModuleRegistry(salesModules).get('customer')!;
    expect(tableSpecs(customer)[0]!.indexes.map((index) => index.columns.join(','))).not.toContain('client_id,city');
  });
});

describe('the indexes of a planning', () => {
  it('find a span’s events from their end, with the start beside it; from the start when there is no end field', () => {
    const registry = new ModuleRegistry([...hrModules, ...fleetModules]);
    const columnsOf = (name: string) => tableSpecs(registry.get(name)!)[0]!.indexes.map((index) => index.columns.join(','));
    expect(columnsOf('absence')).toContain('client_id,end_date,start_date');
    expect(columnsOf('maintenance')).toContain('client_id,date');
  });
});

import { COLLECTION_ELEMENT_TYPES, FIELD_KINDS, UI_ELEMENT_TYPES, type UiElement } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { type LayoutElement, ui } from '../../src/metadata/layout.js';
import type { ListColumnDeclaration } from '../../src/metadata/list-declaration.js';
import type { LinkedCollectionDefinition } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';

const registry = new ModuleRegistry(applicationModules);

function elementTypes(element: UiElement | undefined, into = new Set<string>()): Set<string> {
  if (!element) return into;
  into.add(element.type);
  for (const child of element.elements ?? []) elementTypes(child, into);
  return into;
}

describe('the demo modules', () => {
  it('use every field kind of SPEC §2, the read-only kinds included', () => {
    const used = new Set(
      registry.all().flatMap((module) => [
        ...module.fields.map(({ field }) => field.kind),
        ...module.collections.flatMap((collection) => (collection.kind === 'inline' ? collection.fields.map(({ field }) => field.kind) : [])),
      ]),
    );
    expect(FIELD_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('use every UI element and collection type of SPEC §2', () => {
    const used = new Set<string>();
    for (const module of registry.all()) {
      elementTypes(module.layout, used);
      for (const collection of module.collections) if (collection.kind === 'inline') elementTypes(collection.layout, used);
    }
    expect(UI_ELEMENT_TYPES.filter((type) => !used.has(type))).toEqual([]);
    expect(COLLECTION_ELEMENT_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('are the modules the SPEC names, reachable by these form names', () => {
    const names = registry.all().map((module) => module.name);
    for (const name of ['employee', 'absence', 'customer', 'product', 'quote', 'invoice', 'vehicle', 'maintenance', 'timesheet', 'cms_page', 'g_user_profile', 'g_user_settings']) {
      expect(names).toContain(name);
    }
  });
});

describe('the registry', () => {
  it('refuses a relation whose options filter depends on no field: the screen would send it nothing to filter by', () => {
    const invoice = applicationModules.find((module) => module.name === 'invoice')!;
    const { dependsOn: _dependsOn, ...quotes } = invoice.fields.quotes!;
    const broken = { ...invoice, fields: { ...invoice.fields, quotes } };
    expect(() => new ModuleRegistry([...applicationModules.filter((module) => module !== invoice), broken])).toThrow('filters its options: it needs dependsOn');
  });
});

describe('a list column', () => {
  const invoice = applicationModules.find((module) => module.name === 'invoice')!;
  // Beside the column the list is sorted by.
  const withColumn = (column: ListColumnDeclaration) => () =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== invoice), { ...invoice, list: { ...invoice.list, columns: ['issue_date', column] } }]);

  it('is refused with a figure its values cannot give: the latest date is no number for the footer', () => {
    expect(withColumn({ field: 'due_date', aggregate: 'max' })).toThrow('a date column has no max figure');
    expect(withColumn({ field: 'total_incl_vat', aggregate: 'max' })).not.toThrow();
  });

  it('is refused in a format its values cannot be shown in: a date as seconds, an amount as an image', () => {
    expect(withColumn({ field: 'due_date', format: 'time' })).toThrow('a date column cannot be shown as time');
    expect(withColumn({ field: 'total_incl_vat', format: 'image' })).toThrow('a money column cannot be shown as image');
    expect(withColumn({ field: 'total_incl_vat', format: 'number' })).not.toThrow();
  });
});

describe('layouts', () => {
  const employee = applicationModules.find((module) => module.name === 'employee')!;
  const withLayout = (layout: LayoutElement) => new ModuleRegistry([...applicationModules.filter((module) => module !== employee), { ...employee, layout }]);

  it('refuse a tab outside a tab set, and anything but tabs directly in a tab set', () => {
    expect(() => withLayout(ui.vertical(ui.tab('Seul', 'last_name')))).toThrow('a ui.tab must sit in ui.tabs');
    expect(() => withLayout(ui.tabs(ui.tab('Identité', 'last_name'), ui.vertical('first_name')))).toThrow('ui.tabs holds ui.tab elements only, not VerticalLayout');
  });
});

/** The application's modules, one of them with an element added under its layout. */
function withElementAdded(name: string, add: LayoutElement): ModuleRegistry {
  const module = applicationModules.find((candidate) => candidate.name === name)!;
  return new ModuleRegistry([...applicationModules.filter((candidate) => candidate !== module), { ...module, layout: ui.vertical(module.layout, add) }]);
}

describe('plannings', () => {
  const absence = applicationModules.find((module) => module.name === 'absence')!;
  const [declared] = absence.plannings!;
  const withPlanning = (changes: object) =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== absence), { ...absence, plannings: [{ ...declared!, ...changes }] }]);

  it('refuse names that are not fields of the right kind, hidden values that are no option, and the export paths’ name', () => {
    expect(() => withPlanning({ start: 'comment' })).toThrow('start must be a date or datetime field');
    expect(() => withPlanning({ end: 'nowhere' })).toThrow('end "nowhere" is not a field');
    expect(() => withPlanning({ title: '{type} {missing}' })).toThrow('placeholder "missing" is not a field');
    expect(() => withPlanning({ item: 'type' })).toThrow('item must be a relation to one record');
    expect(() => withPlanning({ color: 'type' })).toThrow('color must be a choice field with coloured options');
    expect(() => withPlanning({ hide: { field: 'status', values: [] } })).toThrow('hide needs one value or more');
    expect(() => withPlanning({ hide: { field: 'status', values: ['lost'] } })).toThrow('hide needs one value or more');
    expect(() => withPlanning({ filters: ['comment'] })).toThrow('filter "comment" must be a choice field');
    expect(() => withPlanning({ name: 'resource' })).toThrow('"resource" names the export paths');
    expect(() => withPlanning({ name: 'maintenances' })).toThrow('takes a name already used');
  });

  it('let a form show one Planning element, of a planning whose items are its records', () => {
    expect(() => withElementAdded('vehicle', ui.planning('Absences', 'absences'))).toThrow('needs a planning whose item relates to this module');
    expect(() => withElementAdded('employee', ui.planning('Encore', 'absences'))).toThrow('a form shows one Planning element at most');
  });
});

describe('the document library', () => {
  const document = applicationModules.find((module) => module.name === 'document')!;
  const withLibrary = (library: object) =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== document), { ...document, documentLibrary: { title: 'title', file: 'file', type: 'type', ...library } }]);

  it('is the module declaring documentLibrary, found by that declaration', () => {
    expect(registry.documentLibrary()?.name).toBe('document');
  });

  it('needs a string title, a file field and a choice type with options', () => {
    const message = 'documentLibrary needs a string title, a file field and a choice type with static options';
    expect(() => withLibrary({ title: 'description' })).toThrow(message);
    expect(() => withLibrary({ file: 'title' })).toThrow(message);
    expect(() => withLibrary({ type: 'description' })).toThrow(message);
    expect(() => withLibrary({ type: 'missing' })).toThrow(message);
    expect(withLibrary({ type: undefined }).documentLibrary()?.name).toBe('document');
  });

  it('is declared by one module at most', () => {
    const copy = { ...document, name: 'document_copy', menu: undefined };
    expect(() => new ModuleRegistry([...applicationModules, copy])).toThrow('documentLibrary is already declared by "document"');
  });
});

describe('a collection of documents', () => {
  const vehicle = applicationModules.find((module) => module.name === 'vehicle')!;
  const papers = vehicle.collections!.papers!;
  const withPapers = (changes: object) =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== vehicle), { ...vehicle, collections: { ...vehicle.collections, papers: { ...papers, ...changes } as typeof papers } }]);

  it('tells the form which file field and title its attach button fills', () => {
    expect(withPapers({}).get('vehicle')!.collections.find((collection) => collection.name === 'papers')!.definition).toMatchObject({ attach: { file: 'file', title: 'title' } });
  });

  it('needs a tabbed collection, a file field and a text title', () => {
    const refusal = 'attaching needs a TabCollection, a file field of its rows and, for the title, a string field';
    expect(() => withPapers({ element: 'TableDenseCollection' })).toThrow(refusal);
    expect(() => withPapers({ attach: { file: 'title' } })).toThrow(refusal);
    expect(() => withPapers({ attach: { file: 'file', title: 'valid_until' } })).toThrow(refusal);
  });
});

describe('the declarations behind a form’s live answers', () => {
  const absence = applicationModules.find((module) => module.name === 'absence')!;
  const withAbsence = (changes: Partial<typeof absence>) => new ModuleRegistry([...applicationModules.filter((module) => module !== absence), { ...absence, ...changes }]);
  const others = absence.collections!.employee_absences! as LinkedCollectionDefinition;

  it('refuse findings depending on a field the module does not have', () => {
    const formValidation = { ...absence.formValidation!, dependsOn: ['employee_id', 'starting'] };
    expect(() => withAbsence({ formValidation })).toThrow('formValidation depends on unknown field "starting"');
  });

  it('refuse a collection through a field that does not point where its rows point', () => {
    expect(() => withAbsence({ collections: { employee_absences: { ...others, through: 'type' } } })).toThrow(
      'collection "employee_absences" needs "absence.employee_id" relating to what "type" relates to',
    );
  });

  it('refuse a constraint reading a field the record does not have', () => {
    const endDate = absence.fields.end_date!;
    const fields = { ...absence.fields, end_date: { ...endDate, constraint: { message: 'x', reads: ['ending'], check: () => true } } };
    expect(() => withAbsence({ fields })).toThrow('field "end_date" has a constraint reading unknown "ending"');
  });

  it('refuse a new related record filled from or into fields that do not exist', () => {
    const employee = absence.fields.employee_id!;
    const withNewParams = (newParams: Record<string, string>) => ({ ...absence.fields, employee_id: { ...employee, relation: { ...employee.relation!, newRecord: true, newParams } } });
    expect(() => withAbsence({ fields: withNewParams({ last_name: 'comment' }) })).not.toThrow();
    expect(() => withAbsence({ fields: withNewParams({ surname: 'comment' }) })).toThrow('field "employee_id" gives a new record "surname" from "comment": both must be fields');
    expect(() => withAbsence({ fields: withNewParams({ last_name: 'remark' }) })).toThrow('field "employee_id" gives a new record "last_name" from "remark": both must be fields');
  });
});

import type { UiElement } from '@ossature/contract';
import type { NamedField } from '../metadata/registered-module.js';
import type { ModuleRegistry } from '../metadata/registry.js';
import type { Caller } from './caller.js';

/** A form as its provider describes it; the form engine turns it into SPEC §3's form (properties, required, buttons). */
export interface ProvidedFormShape {
  title: string;
  /** The fields it shows; a read-only field (`readOnly`) is shown and never taken from a submission. */
  fields: NamedField[];
  layout: UiElement;
  values: Record<string, unknown>;
  /** The title of its save button ('Valider'). */
  saveTitle: string;
}

/**
 * A form that is no module's record: described and submitted by the part of the server that owns what it does (the
 * validation side tool's validation_workflow). `params` are the page's params, decoded; a submission's values are
 * parsed by the form engine against the described fields before `submit` sees them.
 */
export interface ProvidedForm {
  describe(caller: Caller, params: URLSearchParams): Promise<ProvidedFormShape>;
  /** Does what the form is for; answers the message the screen shows ('Demande de validation envoyée'). */
  submit(caller: Caller, params: URLSearchParams, values: Record<string, unknown>): Promise<{ message: string }>;
}

/**
 * Forms served by the form engine but owned elsewhere: a side tool provides one at start-up under its name (SPEC
 * names it, e.g. validation_workflow), the form engine asks for it before it looks for a module of that name.
 */
export class ProvidedForms {
  private readonly forms = new Map<string, ProvidedForm>();

  constructor(private readonly registry: ModuleRegistry) {}

  provide(name: string, form: ProvidedForm): void {
    // A module of that name would be hidden behind the provided form.
    if (this.forms.has(name) || this.registry.get(name)) throw new Error(`the form ${name} is provided twice, or is also a module`);
    this.forms.set(name, form);
  }

  formNamed(name: string): ProvidedForm | undefined {
    return this.forms.get(name);
  }
}

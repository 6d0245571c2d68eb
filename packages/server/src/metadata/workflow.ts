import { type FieldError, formatMessage, messages } from '@ossature/contract';
import { kindOf } from './kinds/index.js';
import type { ModuleDefinition, WorkflowDefinition } from './module-definition.js';
import { ModuleDefinitionError } from './normalize-layout.js';

/** Kinds holding one value among static options: what a workflow's field and a validation's outcome may be. */
const SINGLE_CHOICE_KINDS = new Set(['select', 'radio', 'button_group', 'vertical_tabs']);
const STEP_TYPES = new Set(['VALIDATION', 'ELECTRONIC_SIGNATURE']);

/**
 * A workflow names a single-choice field with static options whose every option is a state and every state an
 * option; transitions go from a state to states. The field's label is unique in the module: the history is keyed by
 * label, and the state history is read from it.
 */
export function checkWorkflow(module: ModuleDefinition): void {
  const workflow = module.workflow;
  if (!workflow) return;
  const fail = (problem: string): never => {
    throw new ModuleDefinitionError(module.name, `workflow: ${problem}`);
  };
  if (module.store) fail('a module on a store of its own has no workflow');
  const field = module.fields[workflow.field];
  if (!field || !SINGLE_CHOICE_KINDS.has(field.kind) || field.optionsFrom || !field.options?.length) {
    fail(`"${workflow.field}" must be a single-choice field with static options`);
  }
  const options = field!.options!.map((option) => String(option.value));
  const states = Object.keys(workflow.states);
  const missing = options.find((value) => !(value in workflow.states));
  if (missing !== undefined) fail(`option "${missing}" of "${workflow.field}" is not a state`);
  const stray = states.find((state) => !options.includes(state));
  if (stray !== undefined) fail(`state "${stray}" is not an option of "${workflow.field}"`);
  for (const [from, targets] of Object.entries(workflow.transitions)) {
    if (!(from in workflow.states)) fail(`transitions from "${from}", which is not a state`);
    const unknown = targets.find((target) => !(target in workflow.states));
    if (unknown !== undefined) fail(`transition "${from}" → "${unknown}" leads to no state`);
  }
  if (Object.values(module.fields).filter((other) => other.label === field!.label).length > 1) {
    fail(`the label of "${workflow.field}" is also another field's: the history could not tell them apart`);
  }
}

/**
 * Steps of a validation have a type and a label; the values written when it ends are stored values of plain fields
 * typed by users (no relation, file, secret or computed field), that no computed field depends on — they are written
 * without recomputing the record.
 */
export function checkValidation(module: ModuleDefinition): void {
  const validation = module.validation;
  if (!validation) return;
  const fail = (problem: string): never => {
    throw new ModuleDefinitionError(module.name, `validation: ${problem}`);
  };
  if (module.store) fail('a module on a store of its own has no validation');
  if (validation.steps.length === 0) fail('it needs one step or more');
  for (const step of validation.steps) {
    if (!STEP_TYPES.has(step.type) || step.label.trim() === '') fail('each step needs a type and a label');
  }
  const outcomes = [...Object.entries(validation.onValidated ?? {}), ...Object.entries(validation.onRefused ?? {})];
  for (const [name, value] of outcomes) {
    const field = module.fields[name];
    const handler = field && kindOf(field.kind);
    if (!field || !handler || handler.storage === null || field.compute || handler.writeOnly || field.relation || field.kind === 'file') {
      fail(`"${name}" is not a plain stored field a validation may write`);
    }
    if (Object.values(module.fields).some((other) => other.compute && other.dependsOn?.includes(name))) {
      fail(`"${name}" is read by a computed field: a validation may not write it`);
    }
    const parsed = handler!.parse(value, field!);
    if (!parsed.ok || parsed.value !== value) fail(`${JSON.stringify(value)} is not a stored value of "${name}"`);
  }
}

/**
 * Whether the workflow lets a record move from one value of its field to another: staying put always may, and so may
 * a record whose value is not yet a state (empty, or stored before the workflow was declared).
 */
export function transitionAllowed(workflow: WorkflowDefinition, from: unknown, to: unknown): boolean {
  if (from === to || from === null || from === undefined || !(String(from) in workflow.states)) return true;
  return typeof to === 'string' && (workflow.transitions[String(from)] ?? []).includes(to);
}

/** A state's label, or the value itself when it is none (a value stored before the workflow was declared). */
export const stateLabel = (workflow: WorkflowDefinition, value: unknown): string =>
  value === null || value === undefined || value === '' ? messages.workflow.empty : (workflow.states[String(value)]?.label ?? String(value));

/**
 * A save of an existing record (`before`: its stored values) that moves the workflow's field along a transition the
 * module does not declare: one error on the field, in French. A new record may take any state; a record whose
 * value is not yet a state (stored before the workflow) may move anywhere.
 */
export function transitionErrors(module: ModuleDefinition, before: Record<string, unknown> | null, after: Record<string, unknown>): FieldError[] {
  const workflow = module.workflow;
  if (!workflow || before === null) return [];
  const from = before[workflow.field] ?? null;
  const to = after[workflow.field] ?? null;
  if (transitionAllowed(workflow, from, to)) return [];
  return [{ path: workflow.field, text: formatMessage(messages.workflow.transitionRefused, { from: stateLabel(workflow, from), to: stateLabel(workflow, to) }) }];
}

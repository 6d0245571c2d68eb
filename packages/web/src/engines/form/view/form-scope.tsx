import type { Property } from '@ossature/contract';
import type { RowState } from '../state/form-state';
import { createContext, type ReactNode, useContext } from 'react';
import type { FormController } from '../state/use-form-controller';

/**
 * What renderers edit: the record's values, or one collection row's. Field renderers read their property, value and
 * error here and write through `setValue`; they never know which of the two they edit.
 */
export interface FormScope {
  properties: Record<string, Property>;
  values: Record<string, unknown>;
  /** Error of a field of this scope, by field name. */
  errorOf(name: string): string | undefined;
  setValue(name: string, value: unknown): void;
  readOnly: boolean;
  /** Prefix of this scope's fields in error paths: '' for the record, 'lines.2.' for a row. */
  prefix: string;
  /** Unique per form on screen: DOM ids stay unique when a form dialog opens over a form with the same fields. */
  idBase: string;
  /** The form around: its name, its record, its collections and calls. */
  form: FormController;
  /** The collections of this scope: the record's, or a row's nested ones (one level is built). */
  rows: ScopeRows;
}

/** The rows of the collections a scope holds, how they change, and the template of a new one. */
export interface ScopeRows {
  of(collection: string): RowState[];
  set(collection: string, rows: RowState[]): void;
  setCell(collection: string, key: string, field: string, value: unknown): void;
  /** SPEC §3 Collection `new`: a new row's values (defaults, computed values). */
  template(collection: string): Record<string, unknown>;
}

const NO_ROWS: RowState[] = [];

const FormScopeContext = createContext<FormScope | null>(null);

export function FormScopeProvider({ scope, children }: { scope: FormScope; children: ReactNode }) {
  return <FormScopeContext.Provider value={scope}>{children}</FormScopeContext.Provider>;
}

export function useFormScope(): FormScope {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('useFormScope must be used inside a form');
  return scope;
}

/** The record's scope of a form controller; `idBase` comes from the screen (useId). */
export function recordScope(form: FormController, idBase = ''): FormScope {
  const { state } = form;
  const description = state.description!;
  return {
    properties: state.properties,
    values: state.values,
    errorOf: (name) => state.errors[name],
    setValue: form.setValue,
    readOnly: description.read_only,
    prefix: '',
    idBase,
    form,
    rows: {
      of: (collection) => state.collection[collection] ?? NO_ROWS,
      set: form.setRows,
      setCell: form.setCell,
      template: (collection) => description.collection[collection]?.new.values ?? {},
    },
  };
}

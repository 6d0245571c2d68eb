import type { FormResponse } from '@ossature/contract';
import { type ComponentType, createContext, useContext } from 'react';

export interface FormDialogProps {
  /** The form to open, and its params (base64 of a query string, e.g. id=12, or primaryKey=12&matchParams…). */
  form: string;
  params: string | undefined;
  title: string;
  onClose(): void;
  onSaved?(response: FormResponse): void;
  onDeleted?(): void;
  /** A save accepted for later (202), with its answer. */
  onAccepted?(answer: { message: string } & Record<string, unknown>): void;
  /** What closing it with unsaved changes asks; the form screen's own question by default. */
  leaveQuestion?: string;
  /** A button under the form that closes it as the close icon does: the validation request's 'Annuler' (SPEC §2). */
  cancelLabel?: string;
  /** 'lg' by default; a bulk action's dialog is 'sm' (SPEC §9). */
  maxWidth?: 'sm' | 'md' | 'lg';
  /** A read-only preview in a popover next to `anchor` (a list column's popover, SPEC §2), `width` px wide. */
  preview?: { anchor: HTMLElement; width: number };
}

/**
 * A form in a dialog, for screens and tools other than the form screen (a list's bulk action, popup form or row
 * preview; the side tools' validation request): the app
 * provides the form engine's dialog here, so that no screen's engine imports another's.
 */
export const FormDialogSlot = createContext<ComponentType<FormDialogProps> | null>(null);

export function useFormDialog(): ComponentType<FormDialogProps> {
  const dialog = useContext(FormDialogSlot);
  if (!dialog) throw new Error('FormDialogSlot is not provided');
  return dialog;
}

import type { PreflightIssue, ValidationEntry } from '@ossature/contract';
import { useCallback, useState } from 'react';

/** The questions a form asks its user, each answered by one of its choices. */
export type DialogRequest =
  | { kind: 'attention'; errors: PreflightIssue[]; warnings: PreflightIssue[] }
  | { kind: 'copy' }
  | { kind: 'delete' }
  | { kind: 'conflict'; validation: ValidationEntry }
  | { kind: 'draft'; savedAt: string }
  /** An action button's own confirmation (SPEC §3 Button.confirm). */
  | { kind: 'confirm'; content: string; accept: string; cancel: string; setting?: string };

/** 'always': confirmed, and the user asked not to be asked again (Button.confirm.setting). */
export type DialogChoice = 'confirm' | 'always' | 'cancel' | 'yes' | 'no' | 'reload';

export interface OpenDialog {
  request: DialogRequest;
  answer(choice: DialogChoice): void;
}

/** Asking is awaiting: a submit flow reads as a sequence (preflight → 'Attention' → save). */
export function useDialogs() {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const ask = useCallback(
    (request: DialogRequest) =>
      new Promise<DialogChoice>((resolve) => {
        setOpen({
          request,
          answer: (choice) => {
            setOpen(null);
            resolve(choice);
          },
        });
      }),
    [],
  );
  return { dialog: open, ask };
}

import { Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface QuestionDialogProps {
  question: ReactNode;
  onClose(): void;
  /** The answers, as buttons. */
  children: ReactNode;
  /** Under the question: a choice that goes with the answer (e.g. 'Ne plus me demander'). */
  extra?: ReactNode;
}

/**
 * A question asked in a dialog without a title: the dialog is named by the question itself, since a dialog without
 * a name is announced as a bare 'dialog' (axe aria-dialog-name).
 */
export function QuestionDialog({ question, onClose, children, extra }: QuestionDialogProps) {
  const questionId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={questionId}>
      <DialogContent>
        <Typography id={questionId}>{question}</Typography>
        {extra}
      </DialogContent>
      <DialogActions>{children}</DialogActions>
    </Dialog>
  );
}

import { type FormResponse, messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import { FormScreen } from './FormScreen';

const text = messages.formScreen;

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
  /** 'lg' by default; a bulk action's dialog is 'sm' (SPEC §9). */
  maxWidth?: 'sm' | 'md' | 'lg';
}

/**
 * Another form in a large dialog: a sub-form row, a linked record, a new related record. It reports its save and its
 * delete to the screen that opened it; closing it with unsaved changes asks first.
 */
export function FormDialog({ form, params, title, onClose, onSaved, onDeleted, onAccepted, maxWidth = 'lg' }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <Dialog open onClose={close} maxWidth={maxWidth} fullWidth aria-label={title}>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={text.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <FormScreen
          name={form}
          params={params}
          defaultTab={null}
          embedded={{
            onSaved: (response) => {
              setDirty(false);
              onSaved?.(response);
            },
            onDeleted: () => {
              onDeleted?.();
              onClose();
            },
            onDirtyChange: setDirty,
            ...(onAccepted ? { onAccepted } : {}),
          }}
        />
      </DialogContent>
      {asking && (
        <QuestionDialog question={text.leaveQuestion} onClose={() => setAsking(false)}>
          <Button onClick={() => setAsking(false)}>{text.stay}</Button>
          <Button variant="contained" color="warning" onClick={onClose}>
            {text.leave}
          </Button>
        </QuestionDialog>
      )}
    </Dialog>
  );
}

import { messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Popover } from '@mui/material';
import { useState } from 'react';
import type { FormDialogProps } from '../../../ui/form-dialog-slot';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import { FormScreen } from './FormScreen';

const text = messages.formScreen;

/**
 * Another form in a large dialog: a sub-form row, a linked record, a new related record. It reports its save and its
 * delete to the screen that opened it; closing it with unsaved changes asks first. As a preview, the record is shown
 * read-only in a popover, without its buttons.
 */
export function FormDialog({ form, params, title, onClose, onSaved, onDeleted, onAccepted, leaveQuestion = text.leaveQuestion, cancelLabel, maxWidth = 'lg', preview }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  if (preview) {
    return (
      <Popover
        open
        anchorEl={preview.anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: preview.width, maxWidth: '95vw', p: 2 } } }}
      >
        <FormScreen name={form} params={params} defaultTab={null} preview />
      </Popover>
    );
  }
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
      {cancelLabel && (
        <DialogActions>
          <Button onClick={close}>{cancelLabel}</Button>
        </DialogActions>
      )}
      {asking && (
        <QuestionDialog question={leaveQuestion} onClose={() => setAsking(false)}>
          <Button onClick={() => setAsking(false)}>{text.stay}</Button>
          <Button variant="contained" color="warning" onClick={onClose}>
            {text.leave}
          </Button>
        </QuestionDialog>
      )}
    </Dialog>
  );
}

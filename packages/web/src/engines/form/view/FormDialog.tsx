import { messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Popover, type PopoverActions } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { FormDialogProps } from '../../../ui/form-dialog-slot';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import { FormScreen } from './FormScreen';

const text = messages.formScreen;

/**
 * A record read-only in a popover next to its anchor. The popover is placed when it opens, while the form still loads:
 * it is placed again each time its content changes size, so that the loaded form stays within the window (taller than
 * the window, it scrolls).
 */
function PreviewPopover({ form, params, title, anchor, width, onClose }: { form: string; params: string | undefined; title: string; anchor: HTMLElement; width: number; onClose(): void }) {
  const action = useRef<PopoverActions>(null);
  const [paper, setPaper] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!paper) return;
    const observer = new ResizeObserver(() => action.current?.updatePosition());
    observer.observe(paper);
    return () => observer.disconnect();
  }, [paper]);
  return (
    <Popover
      open
      action={action}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { ref: setPaper, role: 'dialog', 'aria-label': title, sx: { width, maxWidth: '95vw', p: 2 } } }}
    >
      <FormScreen name={form} params={params} defaultTab={null} preview />
    </Popover>
  );
}

/**
 * Another form in a large dialog: a sub-form row, a linked record, a new related record. It reports its save and its
 * delete to the screen that opened it; closing it with unsaved changes asks first. As a preview, the record is shown
 * read-only in a popover, without its buttons.
 */
export function FormDialog({ form, params, title, onClose, onSaved, onDeleted, onAccepted, leaveQuestion = text.leaveQuestion, cancelLabel, maxWidth = 'lg', preview }: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // While its form saves or deletes, the dialog stays: a request sent cannot be withdrawn, and its answer closes the
  // dialog (or shows why not). Closed before, the answer would come to an opener showing another dialog by then.
  const [sending, setSending] = useState(false);
  if (preview) return <PreviewPopover form={form} params={params} title={title} anchor={preview.anchor} width={preview.width} onClose={onClose} />;
  const close = () => {
    if (sending) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <Dialog open onClose={close} maxWidth={maxWidth} fullWidth aria-label={title}>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={text.close} disabled={sending} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
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
            onBusyChange: setSending,
            ...(onAccepted ? { onAccepted } : {}),
          }}
        />
      </DialogContent>
      {cancelLabel && (
        <DialogActions>
          <Button disabled={sending} onClick={close}>
            {cancelLabel}
          </Button>
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

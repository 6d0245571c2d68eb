import { type RecordValidation, VALIDATION_COMMENT_MAX, messages } from '@ossature/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';

const text = messages.validation;

/** SPEC §2 'Demande de validation' (Annuler / Valider): the user asks for the record's validation, with a comment. */
export function RequestDialog({ onCancel, onRequest }: { onCancel(): void; onRequest(comment: string): Promise<RecordValidation> }) {
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await onRequest(comment.trim());
    } catch (failure) {
      setError((failure as Error).message);
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={sending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.requestTitle}</DialogTitle>
      <DialogContent>
        <TextField label={text.comment} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: VALIDATION_COMMENT_MAX } }} sx={{ mt: 1 }} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {text.cancel}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending}>
          {text.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

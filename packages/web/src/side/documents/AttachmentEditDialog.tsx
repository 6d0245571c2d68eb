import { type Attachment, type DocumentType, messages } from '@ossature/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { uploadStoredFile } from '../../files/stored-files';
import { QuestionDialog } from '../../ui/QuestionDialog';
import { documentApi } from './document-api';

const text = messages.documentScreen;

/**
 * SPEC §2/§4 attachment edit dialog: title, type, a new file. Closing with changes not saved asks first, and leaving
 * drops them (the attachment stays as it was).
 */
export function AttachmentEditDialog({ attachment, types, onClose, onSaved }: { attachment: Attachment; types: DocumentType[]; onClose(): void; onSaved(): void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(attachment.values.title);
  const [type, setType] = useState(attachment.values.type_id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = title !== attachment.values.title || type !== (attachment.values.type_id ?? '') || file !== null;
  const leave = () => (changed ? setAsking(true) : onClose());

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const uploaded = file ? await uploadStoredFile(file) : null;
      await documentApi.save({ identifier: attachment.identifier, version: attachment.version, title, type_id: type || null, ...(uploaded ? { file_id: uploaded.id } : {}) });
      onSaved();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={leave} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.editTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={text.title} value={title} onChange={(event) => setTitle(event.target.value)} required slotProps={{ htmlInput: { maxLength: 255 } }} />
          {types.length > 0 && (
            <TextField select label={text.type} value={type} onChange={(event) => setType(event.target.value)}>
              <MenuItem value="">{text.noType}</MenuItem>
              {types.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {text.replaceFile}
            </Button>
            <Typography variant="body2" noWrap>
              {file?.name ?? attachment.values.filename}
            </Typography>
            <input ref={input} type="file" hidden aria-label={text.replaceFile} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} disabled={saving}>
          {text.close}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !changed || title.trim() === ''}>
          {text.save}
        </Button>
      </DialogActions>
      {asking && (
        <QuestionDialog question={text.leaveEdit} onClose={() => setAsking(false)}>
          <Button onClick={() => setAsking(false)}>{text.stay}</Button>
          <Button variant="contained" onClick={onClose}>
            {text.leave}
          </Button>
        </QuestionDialog>
      )}
    </Dialog>
  );
}

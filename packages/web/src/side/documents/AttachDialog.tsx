import { formatMessage, messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { type DragEvent, useId, useRef, useState } from 'react';
import { uploadStoredFile } from '../../files/stored-files';
import { type DocumentOwner, documentApi } from './document-api';
import { DocumentPicker } from './DocumentPicker';

const text = messages.documentScreen;

/** Files a drop hands over; those without a type (folders, some system items) are no document and are ignored (SPEC §5). */
export const droppedFiles = (files: FileList | readonly File[]) => [...files].filter((file) => file.type !== '');

interface AttachDialogProps extends DocumentOwner {
  /** The DOCUMENT module is open to the user: the picker is offered. */
  library: boolean;
  onClose(): void;
  /** Told once the files or the picked document are attached. */
  onAttached(): void;
}

/**
 * SPEC §2 attach dialog ('Fermer' / 'Enregistrer'): files chosen or dropped are listed, then sent and attached on
 * 'Enregistrer'; 'Sélectionner un document' attaches one of the library instead. A file that cannot be sent says
 * 'Erreur lors de l'envoi du fichier' and stays listed, the others are attached.
 */
export function AttachDialog({ objectName, objectId, library, onClose, onAttached }: AttachDialogProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const add = (chosen: File[]) => setFiles((current) => [...current, ...chosen]);

  const send = async () => {
    setSending(true);
    setFailed(null);
    const left: File[] = [];
    for (const file of files) {
      try {
        const stored = await uploadStoredFile(file);
        await documentApi.attach({ object_name: objectName, object_id: objectId, file_id: stored.id });
      } catch (error) {
        left.push(file);
        setFailed(`${messages.document.uploadFailed} : ${(error as Error).message}`);
      }
    }
    setSending(false);
    setFiles(left);
    if (left.length < files.length) onAttached();
    if (left.length === 0) onClose();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(droppedFiles(event.dataTransfer.files));
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.attach}</DialogTitle>
      <DialogContent>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 3, textAlign: 'center' }}
        >
          <Typography sx={{ mb: 1 }}>{text.dropHere}</Typography>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={sending}>
            {text.chooseFiles}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={text.chooseFiles}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Box>
        {files.length > 0 && (
          <List dense aria-label={text.pending}>
            {files.map((file, index) => (
              <ListItem
                key={`${file.name}-${index}`}
                secondaryAction={
                  <IconButton edge="end" aria-label={formatMessage(text.removePending, { name: file.name })} disabled={sending} onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}>
                    <Close />
                  </IconButton>
                }
              >
                <ListItemText primary={file.name} secondary={`${Math.ceil(file.size / 1024)} Ko`} />
              </ListItem>
            ))}
          </List>
        )}
        {failed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failed}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {library && (
          <Button startIcon={<LibraryBooks />} onClick={() => setPicking(true)} disabled={sending} sx={{ mr: 'auto' }}>
            {text.fromLibrary}
          </Button>
        )}
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose} disabled={sending}>
            {text.close}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={sending || files.length === 0}>
            {text.save}
          </Button>
        </Stack>
      </DialogActions>
      {picking && (
        <DocumentPicker
          onCancel={() => setPicking(false)}
          onPick={async (document) => {
            try {
              await documentApi.attach({ object_name: objectName, object_id: objectId, document_id: document.id });
              setPicking(false);
              onAttached();
              onClose();
            } catch (error) {
              setPicking(false);
              setFailed((error as Error).message);
            }
          }}
        />
      )}
    </Dialog>
  );
}

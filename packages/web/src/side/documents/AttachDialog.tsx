import { messages } from '@ossature/contract';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { uploadStoredFile } from '../../files/stored-files';
import { type DocumentOwner, documentApi } from './document-api';
import { DocumentPicker } from './DocumentPicker';
import { FileDropZone } from './FileDropZone';

const text = messages.documentScreen;

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
  const [files, setFiles] = useState<File[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [picking, setPicking] = useState(false);

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
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.attach}</DialogTitle>
      <DialogContent>
        <FileDropZone files={files} onChange={setFiles} disabled={sending} />
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

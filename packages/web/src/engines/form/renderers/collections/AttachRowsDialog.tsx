import { messages } from '@ossature/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { FileDropZone } from '../../../../side/documents/FileDropZone';

const text = messages.documentScreen;

/**
 * The attach dialog of a collection of documents (SPEC §2: 'Fermer' / 'Enregistrer'): the files chosen or dropped
 * become items of the collection, sent with the form when it is saved.
 */
export function AttachRowsDialog({ onClose, onAttach }: { onClose(): void; onAttach(files: File[]): void }) {
  const titleId = useId();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.attach}</DialogTitle>
      <DialogContent>
        <FileDropZone files={files} onChange={setFiles} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <Button
          variant="contained"
          disabled={files.length === 0}
          onClick={() => {
            onAttach(files);
            onClose();
          }}
        >
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

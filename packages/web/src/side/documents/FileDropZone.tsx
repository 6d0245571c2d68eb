import { formatMessage, messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';

const text = messages.documentScreen;

/** Files a drop hands over; those without a type (folders, some system items) are no document and are ignored (SPEC §5). */
export const droppedFiles = (files: FileList | readonly File[]) => [...files].filter((file) => file.type !== '');

interface FileDropZoneProps {
  files: File[];
  onChange(files: File[]): void;
  disabled?: boolean;
}

/** Where files are dropped or chosen for an attach dialog, and the list of those waiting, each removable. */
export function FileDropZone({ files, onChange, disabled = false }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChange([...files, ...droppedFiles(event.dataTransfer.files)]);
  };
  return (
    <>
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
        <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={disabled}>
          {text.chooseFiles}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={text.chooseFiles}
          onChange={(event) => {
            onChange([...files, ...(event.target.files ?? [])]);
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
                <IconButton edge="end" aria-label={formatMessage(text.removePending, { name: file.name })} disabled={disabled} onClick={() => onChange(files.filter((_, at) => at !== index))}>
                  <Close />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={`${Math.ceil(file.size / 1024)} Ko`} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

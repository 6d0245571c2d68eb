import { formatMessage, messages } from '@ossature/contract';
import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import { useNotify } from '../../../../../ui/notifications';
import type { StoredFile } from '../../../form-api';
import { isPendingFile } from '../../../state/upload-files';
import type { FieldProps } from '../../field-entry';
import { downloadStoredFile, fileUrl, isStoredFile, useDisplayUrl } from '../../../../../files/stored-files';

const text = messages.formRich;
const PREVIEW_SIZE = 160;

const isImage = (mimeType: string) => mimeType.startsWith('image/');

/** The picked file, not uploaded yet, shown from memory; its object URL is released when it changes. */
function usePendingPreview(file: File | null): string | null {
  const url = useMemo(() => (file && isImage(file.type) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** SPEC §5: dropped files without a mime type (folders, unknown kinds) are ignored. */
export const droppedFile = (files: FileList | null | undefined): File | null => Array.from(files ?? []).find((file) => file.type !== '') ?? null;

function StoredFileLink({ file }: { file: StoredFile }) {
  const notify = useNotify();
  return (
    <Link
      component="button"
      type="button"
      aria-label={formatMessage(text.fileDownload, { filename: file.filename })}
      onClick={() => downloadStoredFile(file).catch(() => notify({ message: messages.formScreen.dataFetchFailed, severity: 'error' }))}
    >
      {file.filename}
    </Link>
  );
}

/**
 * file kind: pick a file or drop it; until the form is saved the value is the File itself (the save uploads it first,
 * state/upload-files.ts). A stored file shows its name, which downloads it, and a preview when it is an image.
 */
export function FileField({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const stored = isStoredFile(value) ? value : null;
  const pending = isPendingFile(value) ? value : null;
  const [over, setOver] = useState(false);
  const storedPreview = useDisplayUrl(stored && isImage(stored.mime_type) ? fileUrl(stored.id) : null);
  const pendingPreview = usePendingPreview(pending);
  const preview = pendingPreview ?? storedPreview;
  const name = pending?.name ?? stored?.filename ?? null;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (readOnly) return;
    const file = droppedFile(event.dataTransfer.files);
    if (file) onChange(file);
  };

  return (
    <FormControl fullWidth error={Boolean(error)} required={property.required}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {property.label}
      </FormLabel>
      <Box
        onDragOver={(event) => {
          if (readOnly) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{ border: 1, borderStyle: readOnly ? 'solid' : 'dashed', borderColor: over ? 'primary.main' : error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
      >
        <Stack spacing={1}>
          {preview && name && (
            <Box component="img" src={preview} alt={formatMessage(text.filePreview, { filename: name })} sx={{ maxWidth: PREVIEW_SIZE, maxHeight: PREVIEW_SIZE, objectFit: 'contain' }} />
          )}
          {name && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {stored ? <StoredFileLink file={stored} /> : <Typography variant="body2">{formatMessage(text.filePending, { filename: name })}</Typography>}
              {!readOnly && (
                <Tooltip title={text.fileRemove}>
                  <IconButton size="small" aria-label={text.fileRemove} onClick={() => onChange(null)}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          )}
          {!name && readOnly && <Typography color="text.secondary">—</Typography>}
          {!readOnly && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button component="label" variant="outlined" size="small" startIcon={<UploadFile />}>
                {text.fileChoose}
                <input
                  id={id}
                  type="file"
                  hidden
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) onChange(file);
                    // The same file may be picked again after a removal.
                    event.target.value = '';
                  }}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {text.fileDrop}
              </Typography>
            </Stack>
          )}
        </Stack>
      </Box>
      {(error ?? property.helperText) && <FormHelperText>{error ?? property.helperText}</FormHelperText>}
    </FormControl>
  );
}

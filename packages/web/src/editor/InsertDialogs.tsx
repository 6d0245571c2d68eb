import { messages } from '@ossature/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { youtubeIdOf } from './editor-rules';
import { cleanSnippetHtml, toStoredHtml } from './stored-html';

const text = messages.formRich;

function InsertDialog({ title, children, onCancel, onConfirm, confirmLabel, busy }: {
  title: string;
  children: ReactNode;
  onCancel(): void;
  onConfirm(): void;
  confirmLabel: string;
  busy?: boolean;
}) {
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {children}
          {/* Enter in a field submits. */}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The link of the selection: its URL, or empty to remove it. */
export function LinkDialog({ url, onApply, onCancel }: { url: string | null; onApply(url: string): void; onCancel(): void }) {
  const [typed, setTyped] = useState(url ?? 'https://');
  return (
    <InsertDialog title={text.link} confirmLabel={text.linkApply} onCancel={onCancel} onConfirm={() => onApply(typed)}>
      <TextField autoFocus label={text.linkUrl} value={typed} onChange={(event) => setTyped(event.target.value)} fullWidth />
      {url !== null && (
        <Button color="error" onClick={() => onApply('')} sx={{ alignSelf: 'flex-start' }}>
          {text.linkRemove}
        </Button>
      )}
    </InsertDialog>
  );
}

/** SPEC §5: an image needs a non-empty URL or a file (uploaded before it is inserted). */
export function ImageDialog({ onInsert, onCancel }: { onInsert(image: { url: string; file: File | null; alt: string }): Promise<void>; onCancel(): void }) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!file && url.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onInsert({ url: url.trim(), file, alt: alt.trim() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <InsertDialog title={text.image} confirmLabel={text.imageInsert} onCancel={onCancel} onConfirm={() => void confirm()} busy={busy}>
      <TextField
        autoFocus
        label={text.imageUrl}
        value={url}
        disabled={file !== null}
        error={missing}
        helperText={missing ? text.imageMissing : ' '}
        onChange={(event) => {
          setUrl(event.target.value);
          setMissing(false);
        }}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined">
          {text.imageFile}
          <input
            type="file"
            accept="image/*"
            hidden
            aria-label={text.imageFile}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
            }}
          />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
      </Stack>
      <TextField label={text.imageAlt} value={alt} onChange={(event) => setAlt(event.target.value)} fullWidth />
    </InsertDialog>
  );
}

/** A YouTube video by its address (watch, share or embed link). */
export function YouTubeDialog({ onInsert, onCancel }: { onInsert(videoId: string): void; onCancel(): void }) {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const confirm = () => {
    const id = youtubeIdOf(url);
    if (id) onInsert(id);
    else setInvalid(true);
  };
  return (
    <InsertDialog title={text.youtube} confirmLabel={text.imageInsert} onCancel={onCancel} onConfirm={confirm}>
      <TextField
        autoFocus
        label={text.youtubeUrl}
        value={url}
        error={invalid}
        helperText={invalid ? text.youtubeInvalid : ' '}
        onChange={(event) => {
          setUrl(event.target.value);
          setInvalid(false);
        }}
        fullWidth
      />
    </InsertDialog>
  );
}

/** An HTML snippet pasted by the user, inserted cleaned (SPEC §3 'html snippet'); one that shows nothing is refused. */
export function HtmlSnippetDialog({ onInsert, onCancel }: { onInsert(html: string): void; onCancel(): void }) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const confirm = () => {
    const html = cleanSnippetHtml(code);
    if (toStoredHtml(html) === null) setEmpty(true);
    else onInsert(html);
  };
  return (
    <InsertDialog title={text.htmlSnippet} confirmLabel={text.imageInsert} onCancel={onCancel} onConfirm={confirm}>
      <TextField
        autoFocus
        multiline
        minRows={6}
        maxRows={16}
        label={text.htmlSnippetCode}
        value={code}
        error={empty}
        helperText={empty ? text.htmlSnippetEmpty : text.htmlSnippetHelp}
        onChange={(event) => {
          setCode(event.target.value);
          setEmpty(false);
        }}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </InsertDialog>
  );
}

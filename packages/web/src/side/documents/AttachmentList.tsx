import { type Attachment, formatMessage, messages } from '@ossature/contract';
import AttachFile from '@mui/icons-material/AttachFile';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Avatar, Box, Button, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { type ReactNode, useState } from 'react';
import { downloadStoredFile } from '../../files/stored-files';
import { useNotify } from '../../ui/notifications';
import { QuestionDialog } from '../../ui/QuestionDialog';
import { AttachDialog } from './AttachDialog';
import { AttachmentEditDialog } from './AttachmentEditDialog';
import { type DocumentOwner, documentApi, documentsKey } from './document-api';
import { DocumentPreview } from './DocumentPreview';
import { FullScreenPreview } from './FullScreenPreview';

const text = messages.documentScreen;

function ActionButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    // Above the card: below it, the tooltip would cover the preview's own buttons once the preview opens.
    <Tooltip title={label} placement="top">
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A record's documents (SPEC §2 Documents drawer, CardAttachments; §4 attachments): 'Joindre un document' opens the
 * attach dialog; each card shows its title, file, type, who added it and when, and offers an inline preview (which
 * opens full screen), download, edit and removal — the last two only on a record the user may change.
 */
export function AttachmentList({ objectName, objectId, readOnly }: DocumentOwner & { readOnly: boolean }) {
  const owner = { objectName, objectId };
  const key = documentsKey(owner);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const documents = useQuery({ queryKey: key, queryFn: ({ signal }) => documentApi.ofRecord(owner, signal) });
  const [attaching, setAttaching] = useState(false);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [fullScreen, setFullScreen] = useState<Attachment | null>(null);
  const [editing, setEditing] = useState<Attachment | null>(null);
  const [detaching, setDetaching] = useState<Attachment | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const download = (attachment: Attachment) =>
    downloadStoredFile(attachment.file).catch(() => notify({ message: messages.formScreen.dataFetchFailed, severity: 'error' }));

  if (documents.isPending) return <CircularProgress size={24} aria-label={text.loading} />;
  if (documents.isError) return <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>;
  const { data, can_attach: canAttach, library, types } = documents.data;
  const writable = canAttach && !readOnly;
  const typeLabel = (value: string | null) => types.find((type) => type.value === value)?.label ?? value;

  return (
    <Box>
      {writable && (
        <Button startIcon={<AttachFile />} variant="outlined" size="small" onClick={() => setAttaching(true)} sx={{ mb: 1.5 }}>
          {text.attach}
        </Button>
      )}
      {data.length === 0 && <Typography color="text.secondary">{messages.document.emptyDocuments}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={messages.sideTools.documents}>
        {data.map((attachment) => {
          const { title, filename, created_at: createdAt, updated_by: by, userInitials, type_id: typeId } = attachment.values;
          return (
            <Box component="li" key={attachment.identifier} aria-label={title} sx={{ listStyle: 'none', p: 1.5, mb: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'primary.main' }}>{userInitials}</Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                    {filename}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatMessage(text.addedOn, { date: format(new Date(createdAt), 'dd/MM/yyyy') })}
                    {by && ` · ${formatMessage(text.changedBy, { name: by })}`}
                  </Typography>
                  {typeId && <Chip size="small" label={typeLabel(typeId)} sx={{ mt: 0.5 }} />}
                </Box>
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
                <ActionButton label={formatMessage(text.showPreview, { title })} onClick={() => setPreviewed(previewed === attachment.identifier ? null : attachment.identifier)}>
                  <Visibility fontSize="small" />
                </ActionButton>
                <ActionButton label={text.download} onClick={() => void download(attachment)}>
                  <Download fontSize="small" />
                </ActionButton>
                {writable && (
                  <>
                    <ActionButton label={formatMessage(text.edit, { title })} onClick={() => setEditing(attachment)}>
                      <Edit fontSize="small" />
                    </ActionButton>
                    <ActionButton label={formatMessage(text.detach, { title })} onClick={() => setDetaching(attachment)}>
                      <Delete fontSize="small" />
                    </ActionButton>
                  </>
                )}
              </Stack>
              {previewed === attachment.identifier && (
                <DocumentPreview
                  file={attachment.file}
                  title={title}
                  height={360}
                  actions={
                    <ActionButton label={text.fullScreen} onClick={() => setFullScreen(attachment)}>
                      <Fullscreen fontSize="small" />
                    </ActionButton>
                  }
                />
              )}
            </Box>
          );
        })}
      </Box>
      {attaching && <AttachDialog objectName={objectName} objectId={objectId} library={library} onClose={() => setAttaching(false)} onAttached={refresh} />}
      {fullScreen && <FullScreenPreview file={fullScreen.file} title={fullScreen.values.title} onDownload={() => void download(fullScreen)} onClose={() => setFullScreen(null)} />}
      {editing && <AttachmentEditDialog attachment={editing} types={types} onClose={() => setEditing(null)} onSaved={refresh} />}
      {detaching && (
        <QuestionDialog question={text.detachQuestion} onClose={() => setDetaching(null)}>
          <Button onClick={() => setDetaching(null)}>{text.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const attachment = detaching;
              setDetaching(null);
              documentApi.detach(attachment.identifier).then(refresh, (error: Error) => notify({ message: error.message, severity: 'error' }));
            }}
          >
            {text.detachConfirm}
          </Button>
        </QuestionDialog>
      )}
    </Box>
  );
}

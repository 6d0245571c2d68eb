import { DOCUMENT_PICKER_PAGE_SIZE, type LibraryDocument, formatMessage, messages } from '@ossature/contract';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemButton, ListItemText, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useDeferredValue, useId, useState } from 'react';
import { documentApi } from './document-api';

const text = messages.documentScreen;

/**
 * SPEC §2 document picker 'Sélectionner un document' (Annuler): the organisation's library, 14 a page, searched by
 * title, 'N document(s) au total'; choosing one attaches it.
 */
export function DocumentPicker({ onCancel, onPick }: { onCancel(): void; onPick(document: LibraryDocument): void }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const library = useQuery({
    queryKey: ['document-library', page, deferred],
    queryFn: ({ signal }) => documentApi.library(page, deferred, signal),
    placeholderData: keepPreviousData,
  });
  const pages = library.data ? Math.max(1, Math.ceil(library.data.total / DOCUMENT_PICKER_PAGE_SIZE)) : 1;
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{messages.document.pickerTitle}</DialogTitle>
      <DialogContent>
        <TextField
          size="small"
          fullWidth
          label={text.search}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ mt: 1, mb: 1 }}
        />
        {library.isPending && <CircularProgress aria-label={text.loading} />}
        {library.isError && <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>}
        {library.data && (
          <>
            <Typography variant="body2" color="text.secondary">
              {formatMessage(messages.document.pickerTotal, { count: library.data.total })}
            </Typography>
            {library.data.data.length === 0 ? (
              <Typography sx={{ my: 2 }}>{messages.document.noDocument}</Typography>
            ) : (
              <List dense aria-label={messages.document.pickerTitle}>
                {/* Each choice in a list item of its own (a list holds only items); its name is what it shows. */}
                {library.data.data.map((document) => (
                  <ListItem key={document.id} disablePadding>
                    <ListItemButton onClick={() => onPick(document)}>
                      <ListItemText primary={document.title} secondary={`${document.filename} · ${format(new Date(document.created_at), 'dd/MM/yyyy')}`} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {pages > 1 && (
              <Stack sx={{ alignItems: 'center' }}>
                <Pagination
                  count={pages}
                  page={page}
                  onChange={(_event, chosen) => setPage(chosen)}
                  getItemAriaLabel={(type, number) => (type === 'previous' ? text.previous : type === 'next' ? text.next : `Page ${number}`)}
                />
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}

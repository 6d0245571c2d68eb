import { messages } from '@ossature/contract';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../ui/notifications';
import { listApi } from '../list-api';
import { queryRecord } from '../state/list-query';
import { ExportDialog, type ExportDialogProps } from './ExportDialog';
import { openInNewWindow } from '../../../ui/new-window';

const text = messages.listScreen;

/** What the export dialog needs, less its closing: the menu opens and closes it. */
export type ExportMenuProps = Omit<ExportDialogProps, 'onClose'>;

/** 'Exporter' (its dialog) and 'Imprimer' (a PDF of the query, opened in a new window: SPEC §7 'Other'). */
export function ExportMenu({ domain, params, title, formats, query, total, onBackground }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const print = () => openInNewWindow(() => listApi.exportLink(domain, params, { output: 'pdf', title, query: queryRecord(query) }).then(({ url }) => url), notify, messages.list.fetchFailed);
  return (
    <Stack direction="row" spacing={1}>
      <Button startIcon={<Download />} onClick={() => setOpen(true)} aria-haspopup="dialog" disabled={formats.length === 0}>
        {text.export}
      </Button>
      <Button startIcon={<Print />} onClick={() => void print()}>
        {text.print}
      </Button>
      {open && (
        <ExportDialog domain={domain} params={params} title={title} formats={formats} query={query} total={total} onClose={() => setOpen(false)} onBackground={onBackground} />
      )}
    </Stack>
  );
}

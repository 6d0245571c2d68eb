import { formatMessage, messages } from '@ossature/contract';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { useNotify } from '../../../ui/notifications';
import { listApi } from '../list-api';
import { queryRecord } from '../state/list-query';

const text = messages.listScreen;

export interface ExportMenuProps {
  domain: string;
  params: string | undefined;
  title: string;
  formats: string[];
  query: URLSearchParams;
}

/**
 * Export (the list's spreadsheet formats) and print (pdf): a link of its own is asked for the query shown, then
 * opened in a new window (SPEC §7 'Other'); the window is opened first, so that no pop-up blocker refuses it.
 */
export function ExportMenu({ domain, params, title, formats, query }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notify = useNotify();
  const open = async (output: string) => {
    setAnchor(null);
    const target = window.open('', '_blank');
    try {
      const { url } = await listApi.exportLink(domain, params, { output, title, query: queryRecord(query) });
      if (target) target.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      target?.close();
      notify({ message: error instanceof ApiRequestError ? error.message : messages.list.fetchFailed, severity: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button startIcon={<Download />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" disabled={formats.length === 0}>
        {text.export}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void open(format)}>
            {formatMessage(text.exportAs, { format: format.toUpperCase() })}
          </MenuItem>
        ))}
      </Menu>
      <Button startIcon={<Print />} onClick={() => void open('pdf')}>
        {text.print}
      </Button>
    </Stack>
  );
}

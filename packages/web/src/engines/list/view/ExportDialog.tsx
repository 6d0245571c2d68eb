import { EXPORT_ENCODINGS, type RecentExport, messages } from '@ossature/contract';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useState } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { useUser } from '../../../auth/user-context';
import { useNotify } from '../../../ui/notifications';
import { listApi } from '../list-api';
import { queryRecord } from '../state/list-query';
import { openInNewWindow } from '../../../ui/new-window';

const text = messages.listScreen;

/** Above this many rows the export is prepared in the background unless the user says otherwise. */
export const BACKGROUND_FROM_ROWS = 100_000;

export interface ExportDialogProps {
  domain: string;
  params: string | undefined;
  title: string;
  formats: string[];
  query: URLSearchParams;
  /**
   * The rows matching the query, exactly (the count call's answer when the page's was capped or of groups); null
   * while it is not known yet.
   */
  total: number | null;
  onClose(): void;
  onBackground(started: RecentExport): void;
}

/**
 * SPEC §2 export dialog: the list's formats, csv's encoding when the organisation lets its users choose
 * (has_choice_encoding), the group lines only when the list is grouped (SPEC §7's group-only flag), and — beyond the spec — the choice of preparing a large file in the background. A direct
 * export opens its own link in a new window; a background one is followed on the list until its file is ready.
 */
export function ExportDialog({ domain, params, title, formats, query, total, onClose, onBackground }: ExportDialogProps) {
  const user = useUser();
  const notify = useNotify();
  const [output, setOutput] = useState(formats[0] ?? 'xlsx');
  const [encoding, setEncoding] = useState<string>(EXPORT_ENCODINGS[0]);
  // The default follows the exact number of rows (not of groups, not the count's cap), also when it comes after the
  // dialog opened; once the user ticks or unticks the box, their choice stays. Until it is known: a direct export.
  const [backgroundChosen, setBackground] = useState<boolean | null>(null);
  const background = backgroundChosen ?? (total !== null && total > BACKGROUND_FROM_ROWS);
  // A background export is one request answered with its id: a second click meanwhile would start a second export.
  const [starting, setStarting] = useState(false);
  const grouped = query.has('group_by');
  const [groupsOnly, setGroupsOnly] = useState(false);
  const body = () => {
    const sent = new URLSearchParams(query);
    if (grouped && groupsOnly) sent.set('group_header_only', '1');
    return { output, title, query: queryRecord(sent), ...(output === 'csv' ? { encoding } : {}) };
  };

  const start = async () => {
    if (background) {
      setStarting(true);
      try {
        onBackground((await listApi.exportInBackground(domain, params, body())).export);
        onClose();
      } catch (error) {
        notify({ message: error instanceof ApiRequestError ? error.message : messages.list.fetchFailed, severity: 'error' });
        setStarting(false);
      }
      return;
    }
    onClose();
    await openInNewWindow(() => listApi.exportLink(domain, params, body()).then(({ url }) => url), notify, messages.list.fetchFailed);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="list-export-title">
      <DialogTitle id="list-export-title">{text.exportTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="list-export-format">{text.format}</FormLabel>
            <RadioGroup aria-labelledby="list-export-format" value={output} onChange={(event) => setOutput(event.target.value)}>
              {formats.map((format) => (
                <FormControlLabel key={format} value={format} control={<Radio />} label={text.formats[format] ?? format} />
              ))}
            </RadioGroup>
          </FormControl>
          {output === 'csv' && user.has_choice_encoding && (
            <FormControl>
              <FormLabel id="list-export-encoding">{text.encoding}</FormLabel>
              <RadioGroup row aria-labelledby="list-export-encoding" value={encoding} onChange={(event) => setEncoding(event.target.value)}>
                {EXPORT_ENCODINGS.map((name) => (
                  <FormControlLabel key={name} value={name} control={<Radio />} label={text.encodings[name] ?? name} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {grouped && (
            <FormControlLabel control={<Checkbox checked={groupsOnly} onChange={(event) => setGroupsOnly(event.target.checked)} />} label={text.groupsOnly} />
          )}
          <FormControl>
            <FormControlLabel control={<Checkbox checked={background} onChange={(event) => setBackground(event.target.checked)} />} label={text.background} />
            <FormHelperText>{text.backgroundHelp}</FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button variant="contained" onClick={() => void start()} disabled={formats.length === 0 || starting}>
          {text.export}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

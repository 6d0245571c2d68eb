import { type PlanningData, encodeParams, messages } from '@ossature/contract';
import Download from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { openInNewWindow } from '../../../ui/new-window';
import { useNotify } from '../../../ui/notifications';
import { planningApi } from '../planning-api';

const text = messages.planning;

/**
 * SPEC §2 export buttons: only paths holding /resource/; each opens a new window on its path plus the encoded filter
 * string (start_date, end_date, the non-empty filter values). Several buttons make a menu.
 */
export function PlanningExports({ planning }: { planning: PlanningData }) {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { configuration } = planning;
  const exports = configuration.exports.filter((entry) => entry.path.includes('/resource/'));
  if (exports.length === 0) return null;
  const filter = encodeParams({
    start_date: configuration.start,
    end_date: configuration.end,
    ...Object.fromEntries(Object.entries(configuration.filter_values).filter(([, value]) => value !== '')),
  });
  const open = (path: string) => {
    setAnchor(null);
    void openInNewWindow(() => planningApi.exportLink(path, filter).then(({ url }) => url), notify, text.loadFailed);
  };
  if (exports.length === 1) {
    return (
      <Button variant="outlined" color="inherit" startIcon={<Download />} onClick={() => open(exports[0]!.path)}>
        {exports[0]!.label}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<Download />} aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
        {text.export}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {exports.map((entry) => (
          <MenuItem key={entry.path} onClick={() => open(entry.path)}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

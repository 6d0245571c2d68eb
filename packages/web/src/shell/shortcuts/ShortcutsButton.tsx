import { messages } from '@ossature/contract';
import Bookmarks from '@mui/icons-material/Bookmarks';
import Settings from '@mui/icons-material/Settings';
import { Button, Divider, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../auth/user-context';
import { TopBarPopover } from '../topbar/TopBarPopover';
import { AddPageShortcut } from './AddPageShortcut';
import { ShortcutList } from './ShortcutList';

const text = messages.shortcut;
const POPOVER_WIDTH = 360;
/** Where administrators manage the organisation's shortcuts: the g_shortcut module's list. */
const MANAGE_PATH = '/list/g_shortcut';

/**
 * SPEC §2 top bar shortcuts popover: the organisation's shortcuts and the user's own, a way to add the page on screen
 * to them, and for administrators the way to the organisation's.
 */
export function ShortcutsButton() {
  const user = useUser();
  return (
    <TopBarPopover label={text.title} count={0} color="primary" icon={<Bookmarks />} title={text.title} width={POPOVER_WIDTH}>
      {(close) => (
        <>
          <ShortcutList onOpened={close} />
          <Divider />
          <Stack sx={{ p: 1 }}>
            <AddPageShortcut />
            {user.is_admin === '1' && (
              <Button component={RouterLink} to={MANAGE_PATH} onClick={close} startIcon={<Settings />} sx={{ justifyContent: 'flex-start' }}>
                {text.manage}
              </Button>
            )}
          </Stack>
        </>
      )}
    </TopBarPopover>
  );
}

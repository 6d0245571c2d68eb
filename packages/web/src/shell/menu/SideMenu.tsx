import { messages } from '@ossature/contract';
import { Alert, Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { useUser } from '../../auth/user-context';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../../app/theme';
import { useNavigationEntries } from '../navigation/navigation-context';
import { userLinks } from '../user-links';
import { MenuEntryItem } from './MenuEntryItem';

const MAIN_MENU = 'Menu principal';

interface SideMenuProps {
  mini: boolean;
  mobile: boolean;
  mobileOpen: boolean;
  onCloseMobile(): void;
}

/** 'Mon compte' block: on small screens the avatar menu is out of reach, so its links live in the menu. */
function AccountBlock({ onNavigate }: { onNavigate(): void }) {
  const user = useUser();
  return (
    <List subheader={<ListSubheader>{messages.shell.myAccount}</ListSubheader>} aria-label={messages.shell.myAccount}>
      <ListItem sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {user.name}
        </Typography>
      </ListItem>
      {userLinks(user).map((link) => (
        <ListItem key={link.path} disablePadding>
          <ListItemButton component={NavLink} to={link.path} onClick={onNavigate}>
            <ListItemText primary={link.title} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The left menu fed by GET /api-internal/navigation: 260 px, 80 px when minimised (SPEC §2, §9). */
export function SideMenu({ mini, mobile, mobileOpen, onCloseMobile }: SideMenuProps) {
  const { entries, error } = useNavigationEntries();
  const compact = mini && !mobile;
  const width = compact ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  const onNavigate = mobile ? onCloseMobile : undefined;

  const content = (
    <Box component="nav" aria-label={MAIN_MENU} sx={{ width, overflowX: 'hidden' }} data-mini={compact ? '1' : '0'}>
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: compact ? 'center' : 'flex-start', px: compact ? 0 : 2.5 }}>
        <Typography variant="h6" fontWeight={800} color="primary">
          {compact ? 'O' : 'Ossature'}
        </Typography>
      </Box>
      <Divider />
      {error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {compact ? '!' : error}
        </Alert>
      )}
      <List>
        {entries.map((entry) => (
          <MenuEntryItem key={entry.name} entry={entry} mini={compact} onNavigate={onNavigate} />
        ))}
      </List>
      {mobile && (
        <>
          <Divider />
          <AccountBlock onNavigate={onCloseMobile} />
        </>
      )}
    </Box>
  );

  if (mobile) {
    return (
      // The open drawer is a dialog: it is named like the menu it holds. Not kept mounted while closed: drawn hidden,
      // the menu and its Slide's measuring of the page were part of every first load on a phone.
      <Drawer variant="temporary" open={mobileOpen} onClose={onCloseMobile} slotProps={{ paper: { 'aria-label': MAIN_MENU } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', transition: (theme) => theme.transitions.create('width') },
      }}
    >
      {content}
    </Drawer>
  );
}

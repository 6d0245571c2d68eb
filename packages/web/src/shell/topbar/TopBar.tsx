import { messages } from '@ossature/contract';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Build from '@mui/icons-material/Build';
import History from '@mui/icons-material/History';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUser } from '../../auth/user-context';
import { navigationHasPath, useNavigationEntries } from '../navigation/navigation-context';
import { Breadcrumb } from './Breadcrumb';
import { ClientSwitch } from './ClientSwitch';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { ShortcutsButton } from '../shortcuts/ShortcutsButton';
import { ActivityButton } from '../activity/ActivityButton';
import { TasksButton } from './TasksButton';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  mini: boolean;
  mobile: boolean;
  onToggleMenu(): void;
}

function ToolLink({ to, title, icon }: { to: string; title: string; icon: React.ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton component={RouterLink} to={to} aria-label={title} color="inherit">
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * SPEC §2 top bar: minimise button, breadcrumb, client name, old-version / administration / tools links and the
 * avatar menu. Super admins get the client-switch form instead of the client's name (not on their profile form).
 */
export function TopBar({ mini, mobile, onToggleMenu }: TopBarProps) {
  const user = useUser();
  const { entries } = useNavigationEntries();
  const { pathname } = useLocation();
  const toggleLabel = mobile ? messages.shell.openMenu : mini ? messages.shell.expandMenu : messages.shell.minimiseMenu;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Tooltip title={toggleLabel}>
          <IconButton edge="start" onClick={onToggleMenu} aria-label={toggleLabel}>
            {mini || mobile ? <MenuIcon /> : <MenuOpen />}
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Breadcrumb />
        </Box>
        {!mobile &&
          (user.is_admin === '1' && user.is_super_admin === '1' && !pathname.startsWith('/form/g_user_profile') ? (
            <ClientSwitch />
          ) : (
            <Typography variant="body2" color="text.secondary" noWrap data-testid="client-name">
              {user.client_name}
            </Typography>
          ))}
        <ShortcutsButton />
        <ActivityButton />
        {navigationHasPath(entries, '/switch_frontend') && (
          <ToolLink to="/switch_frontend" title={messages.shell.oldVersion} icon={<History />} />
        )}
        {navigationHasPath(entries, '/content/administration') && (
          <ToolLink to="/content/administration" title={messages.shell.administration} icon={<AdminPanelSettings />} />
        )}
        {user.is_super_admin === '1' && (
          <ToolLink to="/content/administration_tools" title={messages.shell.administrationTools} icon={<Build />} />
        )}
        <TasksButton />
        <NotificationsButton />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

import type { NavigationEntry, NavigationItem } from '@ossature/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { initials, labelWithInitials, menuIcon } from './menu-icons';

interface EntryProps {
  entry: NavigationEntry;
  mini: boolean;
  onNavigate?: () => void;
}

const isUnder = (pathname: string, path: string) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`));

/** Icon and label of an entry; in the mini menu the label gives way to the title's initials (SPEC §2). */
function EntryFace({ item, mini }: { item: NavigationItem | NavigationEntry; mini: boolean }) {
  const Icon = menuIcon(item.icon);
  if (mini) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: '100%' }}>
        {Icon && <Icon fontSize="small" />}
        <Typography component="span" variant="caption" fontWeight={700} aria-hidden>
          {initials(item.title)}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>{Icon ? <Icon /> : <Typography fontWeight={700}>{initials(item.title)}</Typography>}</ListItemIcon>
      <ListItemText primary={item.title} />
    </>
  );
}

function LinkItem({ item, mini, nested, onNavigate }: { item: NavigationItem; mini: boolean; nested?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ListItem disablePadding>
      <Tooltip title={mini ? item.title : ''} placement="right">
        <ListItemButton
          component={NavLink}
          to={item.path}
          end={item.path === '/'}
          selected={isUnder(pathname, item.path)}
          aria-label={mini ? labelWithInitials(item.title) : undefined}
          onClick={onNavigate}
          sx={{ pl: nested && !mini ? 4 : 2, justifyContent: 'center' }}
        >
          <EntryFace item={item} mini={mini} />
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}

/** One menu entry: a link, or a group whose children unfold (full menu) or fly out (mini menu). */
export function MenuEntryItem({ entry, mini, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const children = entry.children ?? [];
  const containsCurrent = children.some((child) => isUnder(pathname, child.path));
  const [open, setOpen] = useState(containsCurrent);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (entry.path && children.length === 0) {
    return <LinkItem item={{ name: entry.name, title: entry.title, path: entry.path, icon: entry.icon }} mini={mini} onNavigate={onNavigate} />;
  }

  if (mini) {
    return (
      <ListItem disablePadding>
        <Tooltip title={entry.title} placement="right">
          <ListItemButton
            selected={containsCurrent}
            aria-label={labelWithInitials(entry.title)}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ justifyContent: 'center' }}
          >
            <EntryFace item={entry} mini />
          </ListItemButton>
        </Tooltip>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <MenuItem disabled>{entry.title}</MenuItem>
          {children.map((child) => (
            <MenuItem
              key={child.name}
              component={NavLink}
              to={child.path}
              selected={isUnder(pathname, child.path)}
              onClick={() => {
                setAnchor(null);
                onNavigate?.();
              }}
            >
              {child.title}
            </MenuItem>
          ))}
        </Menu>
      </ListItem>
    );
  }

  return (
    // A block: the group's children unfold under its button, inside its list item.
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        <EntryFace item={entry} mini={false} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {children.map((child) => (
            <LinkItem key={child.name} item={child} mini={false} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

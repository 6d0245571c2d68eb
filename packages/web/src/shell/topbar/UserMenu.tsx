import { Avatar, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../auth/user-context';
import { initials, labelWithInitials } from '../menu/menu-icons';
import { userLinks } from '../user-links';

/** The avatar and its menu: 'Mon profil', 'Mes préférences', 'Déconnexion' (SPEC §2). */
export function UserMenu() {
  const user = useUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={user.name}>
        <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={labelWithInitials(user.name)} aria-haspopup="menu">
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 15 }}>{initials(user.name)}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {userLinks(user).map((link) => (
          <MenuItem key={link.path} component={RouterLink} to={link.path} onClick={() => setAnchor(null)}>
            <ListItemText primary={link.title} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

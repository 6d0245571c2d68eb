import { messages } from '@ossature/contract';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { breadcrumbTrail } from '../navigation/breadcrumb-trail';
import { useNavigationEntries } from '../navigation/navigation-context';

/** 'Accueil' then the menu trail of the current path, rebuilt on each path change (SPEC §2). */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const { entries } = useNavigationEntries();
  const trail = useMemo(() => breadcrumbTrail(entries, pathname, messages.shell.home), [entries, pathname]);
  return (
    <Breadcrumbs aria-label={messages.shell.breadcrumb} sx={{ minWidth: 0 }}>
      {trail.map((crumb, index) =>
        index < trail.length - 1 && crumb.path ? (
          <Link key={`${index}-${crumb.title}`} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {crumb.title}
          </Link>
        ) : (
          <Typography key={`${index}-${crumb.title}`} color={index === trail.length - 1 ? 'text.primary' : 'inherit'} noWrap>
            {crumb.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

import { formatMessage, messages, type NavigationEntry } from '@ossature/contract';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../auth/user-context';
import { menuIcon } from './menu/menu-icons';
import { useNavigationEntries } from './navigation/navigation-context';
import { IncidentsCard } from './home/IncidentsCard';
import { KpiCards } from './home/KpiCards';

interface Destination {
  title: string;
  path: string;
  icon?: string;
  group: string;
}

/** Every place the menu leads to but home itself, with the title of its group. */
function menuDestinations(entries: NavigationEntry[]): Destination[] {
  return entries.flatMap((entry) => {
    if (entry.children) return entry.children.map((child) => ({ ...child, icon: child.icon ?? entry.icon, group: entry.title }));
    return entry.path && entry.path !== '/' ? [{ title: entry.title, path: entry.path, icon: entry.icon, group: '' }] : [];
  });
}

/** The home page: a greeting and a card per menu destination, so every module is one click away. */
export function HomePage() {
  const user = useUser();
  const { entries, loading } = useNavigationEntries();
  const destinations = menuDestinations(entries);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {formatMessage(messages.shell.welcome, { name: user.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {formatMessage(messages.shell.welcomeClient, { client: user.client_name })}
      </Typography>
      <IncidentsCard />
      <KpiCards />
      <Typography variant="h6" component="h2" gutterBottom>
        {messages.shell.quickAccess}
      </Typography>
      {!loading && destinations.length === 0 && <Typography color="text.secondary">{messages.shell.emptyMenu}</Typography>}
      <Grid container spacing={2}>
        {destinations.map((destination) => {
          const Icon = menuIcon(destination.icon);
          return (
            <Grid key={destination.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={destination.path}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                    {Icon && <Icon color="primary" />}
                    <div>
                      <Typography fontWeight={600}>{destination.title}</Typography>
                      {destination.group && (
                        <Typography variant="body2" color="text.secondary">
                          {destination.group}
                        </Typography>
                      )}
                    </div>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}

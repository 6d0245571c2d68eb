import { type Kpi, messages } from '@ossature/contract';
import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden';
import { menuIcon } from '../menu/menu-icons';
import { KPIS_KEY, kpiApi } from './kpi-api';
import { formatKpiValue } from './kpi-format';

const text = messages.kpi;
/** Cards drawn while the figures are computed: a row's worth on a wide screen. */
const SKELETONS = 4;
const CELL = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

function KpiCard({ kpi }: { kpi: Kpi }) {
  const Icon = menuIcon(kpi.icon ?? undefined);
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {Icon && <Icon color="primary" fontSize="large" />}
      <div>
        <Typography variant="h5" component="p" fontWeight={600} data-testid={`kpi-value-${kpi.name}`}>
          {formatKpiValue(kpi.value, kpi.format)}
        </Typography>
        <Typography color="text.secondary">{kpi.title}</Typography>
      </div>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {kpi.link ? (
        <CardActionArea component={RouterLink} to={kpi.link} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/**
 * The home page's indicators (SPEC §3 'KPI'): a card per KPI of the modules the user reads — its value (euros for
 * amounts), its title, its icon —, opening the module's list. Skeletons while they are computed; nothing at all for
 * a user without any.
 */
export function KpiCards() {
  const headingId = useId();
  const kpis = useQuery({ queryKey: KPIS_KEY, queryFn: ({ signal }) => kpiApi.list(signal) });
  if (kpis.data?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {text.heading}
      </Typography>
      {kpis.isError ? (
        <Typography color="text.secondary">{text.loadFailed}</Typography>
      ) : (
        <Grid container spacing={2} aria-busy={kpis.isPending}>
          {kpis.isPending ? (
            <>
              <Box component="span" role="status" sx={visuallyHidden}>
                {text.loading}
              </Box>
              {Array.from({ length: SKELETONS }, (_, index) => (
                <Grid key={index} size={CELL}>
                  <Skeleton variant="rounded" height={88} />
                </Grid>
              ))}
            </>
          ) : (
            kpis.data.map((kpi) => (
              <Grid key={kpi.name} size={CELL}>
                <KpiCard kpi={kpi} />
              </Grid>
            ))
          )}
        </Grid>
      )}
    </Box>
  );
}

import { type FieldChange, type HistoryEntry, messages } from '@ossature/contract';
import { Avatar, Box, Button, Chip, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useUser } from '../../auth/user-context';
import { historyPage } from './history-api';
import { userColours } from './user-colours';

const text = messages.formScreen;

const valueText = (value: FieldChange['old']) =>
  value === null ? text.historyEmptyValue : typeof value === 'string' ? value : (value.label ?? String(value.id ?? ''));

function Changes({ modification }: { modification: HistoryEntry['main']['modification'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
      {Object.entries(modification).map(([label, change]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" fontWeight={600}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {typeof change === 'string' ? change : `${valueText(change.old)} → ${valueText(change.new)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A record's history, newest first, 15 entries at a time; reaching the end of the list loads the next page, until the
 * entry flagged isLastHistory (SPEC §4). Super admins may unfold the technical differences.
 */
export function HistoryList({ table, identifier }: { table: string; identifier: number }) {
  const user = useUser();
  const history = useInfiniteQuery({
    queryKey: ['form-history', table, identifier],
    queryFn: ({ pageParam }) => historyPage(table, identifier, pageParam),
    initialPageParam: 0,
    // The next page starts after the entries shown, until the server flags the last one.
    getNextPageParam: (page, pages) => (page.isLastHistory ? undefined : pages.reduce((count, shown) => count + shown.data.length, 0)),
  });
  const entries: HistoryEntry[] = history.data?.pages.flatMap((page) => page.data) ?? [];
  const loading = history.isPending || history.isFetchingNextPage;
  const last = history.isError || (history.isSuccess && !history.hasNextPage);
  const { fetchNextPage } = history;
  const [technical, setTechnical] = useState<number | null>(null);
  const colourOf = userColours();

  // An empty marker after the last entry: once it scrolls into view (in the drawer, or the page), the next page comes.
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const marker = end.current;
    if (!marker || loading || last) return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [loading, last, fetchNextPage]);

  if (!loading && entries.length === 0) return <Typography color="text.secondary">{text.historyEmpty}</Typography>;
  return (
    <Box>
      <List disablePadding aria-label={text.history}>
        {entries.map(({ main, sub }) => (
          <ListItem key={main.id} divider alignItems="flex-start" sx={{ px: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
              <Avatar sx={{ bgcolor: colourOf(main.username), width: 32, height: 32, fontSize: 13 }}>{main.userInitials}</Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">
                  <strong>{main.user}</strong> — {main.type} — {format(new Date(main.date), 'dd/MM/yyyy HH:mm', { locale: fr })}
                </Typography>
                {main.conflict && <Chip size="small" color="warning" label={text.historyConflict} sx={{ my: 0.5 }} />}
                <Changes modification={main.modification} />
                {sub.map((change, index) => (
                  <Box key={index} sx={{ mt: 1, pl: 1, borderLeft: 2, borderColor: 'divider' }}>
                    <Typography variant="caption" color="text.secondary">
                      {change.collectionLabel} — {change.type} #{change.id}
                    </Typography>
                    <Changes modification={change.modification} />
                  </Box>
                ))}
                {user.is_super_admin === '1' && main.technical_diff && (
                  <Button size="small" onClick={() => setTechnical(technical === main.id ? null : main.id)}>
                    {text.historyTechnical}
                  </Button>
                )}
                {technical === main.id && (
                  <Box component="pre" sx={{ fontSize: 12, bgcolor: 'grey.100', p: 1, overflow: 'auto' }}>
                    {JSON.stringify(main.technical_diff, null, 2)}
                  </Box>
                )}
              </Box>
            </Stack>
          </ListItem>
        ))}
      </List>
      {loading && <CircularProgress size={24} sx={{ m: 2 }} aria-label={text.historyLoading} />}
      {!last && <Box ref={end} data-testid="history-end" sx={{ height: 1 }} />}
    </Box>
  );
}

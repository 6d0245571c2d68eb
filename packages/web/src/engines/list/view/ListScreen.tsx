import { type ListDefinition, messages } from '@ossature/contract';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListController } from '../state/use-list-controller';
import { BulkBar } from './BulkBar';
import { ExportMenu } from './ExportMenu';
import { GroupBySelect } from './GroupBySelect';
import { ExportProgress } from './ExportProgress';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';

export interface ListScreenProps {
  domain: string;
  params: string | undefined;
  definition: ListDefinition;
}

/** SPEC §2 'List screen': title, search, export and print, new records, the selection's actions, the table and its pages. */
export function ListScreen({ domain, params, definition }: ListScreenProps) {
  const list = useListController(domain, params, definition);
  const [exportId, setExportId] = useState<number | null>(null);
  const columns = definition.columns.filter((column) => column.hidden === 0);
  return (
    <Box component="section" aria-label={definition.title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {definition.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <GroupBySelect columns={definition.columns} list={list} />
          <TextField
            size="small"
            value={list.typed}
            onChange={(event) => list.setTyped(event.target.value)}
            placeholder={messages.listScreen.search}
            slotProps={{
              htmlInput: { 'aria-label': messages.listScreen.search, type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <ExportMenu
            domain={domain}
            params={params}
            title={definition.title}
            formats={definition.export_format}
            query={list.query}
            total={list.total}
            onBackground={(started) => setExportId(started.id)}
          />
          {definition.new.map((entry) => (
            <Button key={entry.url} component={RouterLink} to={entry.url} variant="contained" startIcon={<Add />}>
              {entry.name}
            </Button>
          ))}
        </Stack>
      </Stack>
      {exportId !== null && (
        <Box sx={{ mb: 1 }}>
          <ExportProgress id={exportId} onDismiss={() => setExportId(null)} />
        </Box>
      )}
      <BulkBar domain={domain} params={params} actions={definition.bulk_actions} list={list} />
      {list.failed && <Alert severity="error">{list.error?.message ?? messages.list.fetchFailed}</Alert>}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.loading && <LinearProgress aria-label={messages.list.loading} />}</Box>
        <ListTable domain={domain} params={params} title={definition.title} columns={columns} rowTarget={definition.targets.row} selectable={definition.bulk_actions.length > 0} list={list} />
        <ListPagination list={list} />
      </Paper>
    </Box>
  );
}

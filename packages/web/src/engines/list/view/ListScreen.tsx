import { type ListDefinition, messages } from '@ossature/contract';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import FilterAlt from '@mui/icons-material/FilterAlt';
import Search from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { Alert, Badge, Box, Button, Collapse, IconButton, InputAdornment, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { trackAction } from '../../../tracking/tracked-actions';
import { useFormDialog } from '../../../ui/form-dialog-slot';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { formOfPath } from '../state/list-links';
import { shownColumns } from '../state/list-configuration';
import { appliedFilters, hasColumnValueFilter } from '../state/list-query';
import { listErrorMessage, useListController } from '../state/use-list-controller';
import { BulkBar } from './BulkBar';
import { ConfigurationBar } from './configurations/ConfigurationBar';
import { FilterEditor } from './filters/FilterEditor';
import { ExportMenu } from './ExportMenu';
import { GroupBySelect } from './GroupBySelect';
import { GroupSortDrawer } from './GroupSortDrawer';
import { ExportProgress } from './ExportProgress';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';
import { listIconsOf } from './list-icons';

/** The column drawer and its drag-and-drop library load when the drawer is first opened. */
const ColumnDrawer = lazy(() => import('./ColumnDrawer').then((module) => ({ default: module.ColumnDrawer })));

/** A form shown over the list (SPEC §2 popup mode, a cell's link). */
interface Popup {
  form: string;
  params: string | undefined;
  title: string;
}

export interface ListScreenProps {
  domain: string;
  params: string | undefined;
  definition: ListDefinition;
}

/**
 * SPEC §2 'List screen': title, saved configurations, search, filters, columns, groups, export and print, new records,
 * the selection's actions, the table and its pages.
 */
export function ListScreen({ domain, params, definition }: ListScreenProps) {
  const list = useListController(domain, params, definition);
  const [exportId, setExportId] = useState<number | null>(null);
  const filterCount = appliedFilters(list.state.filters).length;
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [groupSortOpen, setGroupSortOpen] = useState(false);
  const navigate = useNavigate();
  const idBase = useId();
  const FormDialog = useFormDialog();
  const [popup, setPopup] = useState<Popup | null>(null);
  // After a delete from a popup, the dialog gives the focus back to the row's link, which the reload then removes:
  // the focus would fall to the page's body. It goes to the list's heading instead, which no reload, empty page or
  // failed request removes, names the list the user is back on, and from which Tab goes on through the list.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnClose = useRef(false);
  useEffect(() => {
    // The closed dialog's focus trap gives its focus back as it unmounts, before this effect of the same commit.
    if (popup !== null || !focusHeadingOnClose.current) return;
    focusHeadingOnClose.current = false;
    heading.current?.focus();
  }, [popup]);
  /** SPEC §7 tracking event click_on_list_row; in popup mode the form opens over the list (SPEC §2 actions). */
  const openRow = useCallback(
    (path: string) => {
      trackAction('click_on_list_row', JSON.stringify({ from: window.location.pathname, target: path }));
      const target = definition.on_popup ? formOfPath(path) : null;
      if (target) setPopup({ ...target, title: definition.title });
      else void navigate(path);
    },
    [definition, navigate],
  );
  const icons = useMemo(() => listIconsOf(`list-${idBase.replace(/[^\w-]/g, '')}`), [idBase]);
  const pageCheckboxId = `${idBase}-page`;
  // Stable between renders: the rows are memoized on it.
  const meta = useMemo(() => ({ rowTarget: definition.targets.row, openRow, openLink: setPopup, icons }), [definition.targets.row, openRow, icons]);
  const columns = useMemo(() => shownColumns(definition.columns, list.state.columns), [definition.columns, list.state.columns]);
  // SPEC §5: the search box is off while a column's value filter is set. A search typed before still narrows the
  // rows: it can be cleared, and the box says why it is off (described by the explanation, for screen readers too).
  const searchOff = hasColumnValueFilter(list.state.filters);
  const searchOffId = `${idBase}-search-off`;
  const clearSearch = searchOff && list.state.search !== '';
  const filtersButton = useRef<HTMLButtonElement>(null);
  return (
    <Box component="section" aria-label={definition.title}>
      <ConfigurationBar domain={domain} params={params} definition={definition} list={list} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Typography ref={heading} variant="h5" component="h1" tabIndex={-1}>
          {definition.title}
        </Typography>
        {/* Gaps rather than margins: a tool wrapped to the next line starts where the first line does. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <GroupBySelect columns={definition.columns} list={list} />
          {list.state.groupBy.length > 0 && (
            <Button variant="outlined" color="inherit" startIcon={<SortIcon />} onClick={() => setGroupSortOpen(true)}>
              {messages.listScreen.groupSorting}
            </Button>
          )}
          <TextField
            size="small"
            value={list.state.search}
            onChange={(event) => list.dispatch({ type: 'search', search: event.target.value })}
            placeholder={messages.listScreen.search}
            disabled={searchOff}
            title={searchOff ? messages.listScreen.searchDisabled : undefined}
            slotProps={{
              htmlInput: { 'aria-label': messages.listScreen.search, type: 'search', 'aria-describedby': searchOff ? searchOffId : undefined },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: clearSearch ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={messages.listScreen.clearSearch}
                      aria-describedby={searchOffId}
                      onClick={() => {
                        list.dispatch({ type: 'search', search: '' });
                        // The button goes with the search it cleared, and the box is off: the keyboard goes on to the filters.
                        filtersButton.current?.focus();
                      }}
                    >
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          {searchOff && (
            <Box component="span" id={searchOffId} sx={visuallyHidden}>
              {messages.listScreen.searchDisabled}
            </Box>
          )}
          <Button
            ref={filtersButton}
            variant={filtersOpen ? 'contained' : 'outlined'}
            color="inherit"
            aria-expanded={filtersOpen}
            aria-controls="list-filters"
            startIcon={
              // A zero is not drawn, nor read out: the button is then named 'Filtres', not '0 Filtres'.
              <Badge badgeContent={filterCount} color="primary" slotProps={{ badge: { 'aria-hidden': filterCount === 0 } }}>
                <FilterAlt />
              </Badge>
            }
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {messages.listScreen.filters}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<ViewColumn />} onClick={() => setColumnsOpen(true)}>
            {messages.listScreen.columns}
          </Button>
          <ExportMenu
            domain={domain}
            params={params}
            title={definition.title}
            formats={definition.export_format}
            query={list.query}
            // The exact number of rows; if it cannot be counted, the floor the page gave, so that a large export
            // still goes to the background by default.
            total={list.rowCount ?? (list.countFailed ? list.total : null)}
            onBackground={(started) => setExportId(started.id)}
          />
          {definition.new.map((entry) => {
            const target = definition.on_popup ? formOfPath(entry.url) : null;
            return target ? (
              <Button key={entry.url} variant="contained" startIcon={<Add />} onClick={() => setPopup({ ...target, title: entry.name })}>
                {entry.name}
              </Button>
            ) : (
              <Button key={entry.url} component={RouterLink} to={entry.url} variant="contained" startIcon={<Add />}>
                {entry.name}
              </Button>
            );
          })}
        </Stack>
      </Stack>
      {/* Unmounted while closed: its fields would otherwise be drawn with every page. */}
      <Collapse in={filtersOpen} id="list-filters" unmountOnExit>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <FilterEditor domain={domain} params={params} definition={definition} list={list} />
        </Paper>
      </Collapse>
      <GroupSortDrawer open={groupSortOpen} definition={definition} list={list} onClose={() => setGroupSortOpen(false)} />
      {columnsOpen && (
        <Suspense fallback={null}>
          <ColumnDrawer open columns={definition.columns} choices={list.state.columns} onChange={list.setColumns} onClose={() => setColumnsOpen(false)} />
        </Suspense>
      )}
      {exportId !== null && (
        <Box sx={{ mb: 1 }}>
          <ExportProgress id={exportId} onDismiss={() => setExportId(null)} />
        </Box>
      )}
      <BulkBar domain={domain} params={params} actions={definition.bulk_actions} list={list} pageCheckboxId={pageCheckboxId} />
      {list.failed && <Alert severity="error">{listErrorMessage(list.error)}</Alert>}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.loading && <LinearProgress aria-label={messages.list.loading} />}</Box>
        <ListTable domain={domain} params={params} title={definition.title} columns={columns} meta={meta} selectable={definition.bulk_actions.length > 0} pageCheckboxId={pageCheckboxId} list={list} />
        {/* '0-0 sur 0' after a failed request would say the list is empty: the error above says what happened. */}
        {!(list.failed && list.rows.length === 0 && list.groups.length === 0) && <ListPagination list={list} />}
      </Paper>
      {popup && (
        <FormDialog
          form={popup.form}
          params={popup.params}
          title={popup.title}
          onClose={() => setPopup(null)}
          onSaved={() => {
            // SPEC §2 popup mode and link dialog: closes and reloads after save (a linked record may show in the rows).
            setPopup(null);
            void list.reload();
          }}
          onDeleted={() => {
            // The dialog closes itself after a delete (its onClose): the focus it gives back then goes to the heading.
            focusHeadingOnClose.current = true;
            void list.reload();
          }}
        />
      )}
    </Box>
  );
}

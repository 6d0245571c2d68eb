import { type ListConfiguration, type ListDefinition, messages } from '@ossature/contract';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { shownColumns } from '../../state/list-configuration';
import { type ListQueryState, appliedFilters } from '../../state/list-query';
import { FilterValueText } from './FilterValueText';

const text = messages.listScreen;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface ConfigurationSummaryProps {
  domain: string;
  params: string | undefined;
  definition: ListDefinition;
  state: ListQueryState;
  /** The configuration applied, whose raw JSON its rights may show. */
  current: ListConfiguration | null;
  onClose(): void;
}

/**
 * SPEC §2 configuration summary of what the list now applies: Recherche, 'Trié par' (Croissant / Décroissant), the
 * 'Filtres' table (Colonne, Opérateur, Valeur, ET/OU), 'Regrouper par' with each group's 'Trier par', 'Colonnes
 * cachées' / 'Colonnes visibles'; the raw JSON only for a configuration whose rights say can_read_json_configuration.
 */
export function ConfigurationSummary({ domain, params, definition, state, current, onClose }: ConfigurationSummaryProps) {
  const labelOf = (name: string) => definition.columns.find((column) => column.name === name)?.label ?? name;
  const operatorOf = (operator: string) => definition.filter_operators.find((option) => option.operator === operator)?.label ?? operator;
  const filters = appliedFilters(state.filters);
  const visible = shownColumns(definition.columns, state.columns);
  const hidden = definition.columns.filter((column) => !visible.includes(column));
  const none = <Typography variant="body2">{text.none}</Typography>;
  return (
    <Dialog open onClose={onClose} aria-labelledby="list-configuration-summary" fullWidth maxWidth="md">
      <DialogTitle id="list-configuration-summary">{current ? `${text.showSummary} : ${current.title}` : text.showSummary}</DialogTitle>
      <DialogContent>
        <Section title={text.summarySearch}>{state.search.trim() ? <Typography variant="body2">{state.search.trim()}</Typography> : none}</Section>
        <Section title={text.sortedBy}>
          {state.sort ? <Typography variant="body2">{`${labelOf(state.sort.column)} (${state.sort.direction === 'desc' ? text.descending : text.ascending})`}</Typography> : none}
        </Section>
        <Section title={text.summaryFilters}>
          {filters.length === 0 ? (
            none
          ) : (
            <Table size="small" aria-label={text.summaryFilters}>
              <TableHead>
                <TableRow>
                  <TableCell>{text.column}</TableCell>
                  <TableCell>{text.operator}</TableCell>
                  <TableCell>{text.value}</TableCell>
                  <TableCell>{text.link}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {filters.map((filter, index) => (
                  <TableRow key={index}>
                    <TableCell>{labelOf(filter.column)}</TableCell>
                    <TableCell>{operatorOf(filter.operator)}</TableCell>
                    <TableCell>
                      <FilterValueText
                        domain={domain}
                        params={params}
                        state={state}
                        column={definition.columns.find((column) => column.name === filter.column)}
                        operator={filter.operator}
                        value={filter.value}
                      />
                    </TableCell>
                    <TableCell>{index > 0 ? text.links[state.filters.link] : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
        <Section title={text.groupedBy}>
          {state.groupBy.length === 0
            ? none
            : state.groupBy.map((column) => {
                const [by = 'VALUE', direction = 'ASC'] = (state.groupSorts[column] ?? 'VALUE@ASC').split('@');
                return (
                  <Typography key={column} variant="body2">
                    {`${labelOf(column)} — ${text.groupSortedBy} ${messages.list.groupSorts[by as 'VALUE'].toLowerCase()} (${text.groupSortDirections[direction]})`}
                  </Typography>
                );
              })}
        </Section>
        <Section title={text.hiddenColumns}>{hidden.length === 0 ? none : <Typography variant="body2">{hidden.map((column) => column.label).join(', ')}</Typography>}</Section>
        <Section title={text.visibleColumns}>
          <Typography variant="body2">{visible.map((column) => column.label).join(', ')}</Typography>
        </Section>
        {current?.can_read_json_configuration && (
          <Section title={text.rawConfiguration}>
            <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, m: 0 }}>
              {JSON.stringify(current.configuration, null, 2)}
            </Box>
          </Section>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

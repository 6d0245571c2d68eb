import { type ListColumn, type ListDefinition, messages } from '@ossature/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type FilterRow, filterRowKey, operatorForColumn, startingValue } from '../../state/list-query';
import type { ListController } from '../../state/use-list-controller';
import { FilterValueInput } from './FilterValueInput';

const text = messages.listScreen;

/** Operators whose value is of another shape than a plain text: changing to or from one starts the value over. */
const SHAPED = new Set(['column_values', 'period', 'duration', 'empty']);

export interface FilterEditorProps {
  domain: string;
  params: string | undefined;
  definition: ListDefinition;
  list: ListController;
}

/**
 * SPEC §2 filter editor: a row per filter (Colonne, Opérateur, Valeur) with its delete button, 'Ajouter un filtre',
 * and how rows join (ET/OU), chosen on the second row and followed by every later one. The reducer holds the rules
 * (list-query.ts): a row counts once complete, the last one removed leaves an empty row.
 */
export function FilterEditor({ domain, params, definition, list }: FilterEditorProps) {
  const { state, dispatch, defaultOperator } = list;
  const filterable = definition.columns.filter((column) => column.operators.length > 0);
  const columnOf = (name: string): ListColumn | undefined => filterable.find((column) => column.name === name);
  const labelOf = (operator: string) => definition.filter_operators.find((option) => option.operator === operator)?.label ?? operator;
  const change = (index: number, row: FilterRow) => dispatch({ type: 'changeFilter', index, row });
  // A row removed takes its delete button with it: the keyboard goes to the delete button now in its place (or the
  // last row's), not to the page.
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterRemoval = useRef<number | null>(null);
  const { rows } = state.filters;
  useEffect(() => {
    if (focusAfterRemoval.current === null) return;
    removeButtons.current[Math.min(focusAfterRemoval.current, rows.length - 1)]?.focus();
    focusAfterRemoval.current = null;
  }, [rows]);
  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    dispatch({ type: 'removeFilter', index, defaultOperator });
  };

  // Another column starts the value over; the operator stays if the column offers it (list-query.ts).
  const changeColumn = (index: number, row: FilterRow, name: string) => {
    const operator = operatorForColumn(columnOf(name), row.operator, defaultOperator);
    change(index, { column: name, operator, value: startingValue(columnOf(name), operator) });
  };
  const changeOperator = (index: number, row: FilterRow, operator: string) =>
    change(index, { ...row, operator, value: SHAPED.has(operator) || SHAPED.has(row.operator) ? null : row.value });

  return (
    <Stack spacing={1.5} component="section" aria-label={text.filters}>
      {state.filters.rows.map((row, index) => {
        const column = columnOf(row.column);
        const all = column?.operators ?? definition.filter_operators.map((option) => option.operator);
        // Synonyms ('equal' and '=') share a label: one entry each, the row's own when it has one of them.
        const operators = all.filter((operator) => {
          const twin = all.find((other) => labelOf(other) === labelOf(operator) && other === row.operator);
          return twin ? operator === twin : all.find((other) => labelOf(other) === labelOf(operator)) === operator;
        });
        return (
          // Keyed by the row itself, not its place: removing a row above leaves this one's fields as they are.
          <Stack key={filterRowKey(row)} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }} role="group" aria-label={`${text.filters} ${index + 1}`}>
            <Box sx={{ width: { md: 90 }, flexShrink: 0 }}>
              {index > 0 && (
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={text.link}
                  value={state.filters.link}
                  disabled={index > 1}
                  onChange={(event) => dispatch({ type: 'filterLink', link: event.target.value === 'OR' ? 'OR' : 'AND' })}
                >
                  {(['AND', 'OR'] as const).map((link) => (
                    <MenuItem key={link} value={link}>
                      {text.links[link]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
            <TextField select size="small" label={text.column} value={row.column} onChange={(event) => changeColumn(index, row, event.target.value)} sx={{ minWidth: 180 }}>
              {filterable.map((option) => (
                <MenuItem key={option.name} value={option.name}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={text.operator}
              value={operators.includes(row.operator) ? row.operator : ''}
              onChange={(event) => changeOperator(index, row, event.target.value)}
              sx={{ minWidth: 170 }}
            >
              {operators.map((operator) => (
                <MenuItem key={operator} value={operator}>
                  {labelOf(operator)}
                </MenuItem>
              ))}
            </TextField>
            {/* Another column, another value input: nothing typed or searched for the previous one stays. */}
            <FilterValueInput key={row.column} domain={domain} params={params} state={state} column={column} row={row} onChange={(value) => change(index, { ...row, value })} />
            <IconButton
              ref={(button) => {
                removeButtons.current[index] = button;
              }}
              aria-label={text.removeFilter}
              onClick={() => remove(index)}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => dispatch({ type: 'addFilter', defaultOperator })}>
          {text.addFilter}
        </Button>
      </Box>
    </Stack>
  );
}

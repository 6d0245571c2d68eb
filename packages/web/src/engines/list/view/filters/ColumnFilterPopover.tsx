import { type ListColumn, formatMessage, messages } from '@ossature/contract';
import { Box, Button, Checkbox, FormControlLabel, Popover, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PICKED_COLUMN_TYPES } from '../../state/list-query';
import type { ListController } from '../../state/use-list-controller';
import { useColumnValues } from '../../state/use-column-values';
import { ListIcon } from '../list-icons';

const text = messages.listScreen;

export interface ColumnFilterPopoverProps {
  domain: string;
  params: string | undefined;
  column: ListColumn;
  list: ListController;
  /** The id of the table's filter icon (list-icons.tsx). */
  icon: string;
}

/** The values chosen in a column's header filter: its column_values row, if any. */
const chosenOf = (list: ListController, column: string): string[] => {
  const row = list.state.filters.rows.find((candidate) => candidate.column === column && candidate.operator === 'column_values');
  return Array.isArray(row?.value) ? row.value : typeof row?.value === 'string' && row.value ? [row.value] : [];
};

/**
 * SPEC §2 per-column filter popover: the column's distinct values (ten, narrowed by typing, with the too-many-values
 * hint beyond), ticked to keep only the rows holding one of them. It writes the column's 'Parmi les valeurs' filter
 * row, which the filter editor shows too.
 */
export function ColumnFilterPopover({ domain, params, column, list, icon }: ColumnFilterPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const active = chosenOf(list, column.name);
  const [picked, setPicked] = useState<string[]>(active);
  // The values ticked are named as the cells show them, offered or not (a filter restored, a value past the ten).
  const lookup = useColumnValues(domain, params, list.state, column.name, open, open && PICKED_COLUMN_TYPES.has(column.type) ? picked : []);
  // The values already ticked stay offered, first, whatever the search.
  const offered = [...picked.filter((value) => !lookup.options.some((option) => option.value === value)).map((value) => ({ value, label: lookup.labelOf(value) })), ...lookup.options];
  const label = formatMessage(text.filterColumn, { label: column.label });
  const close = () => {
    setAnchor(null);
    // Each opening offers the column's values afresh, not narrowed by what was searched the last time.
    lookup.setTyped('');
  };
  const apply = (values: string[]) => {
    list.dispatch({ type: 'columnValues', column: column.name, values, defaultOperator: list.defaultOperator });
    close();
  };

  return (
    <>
      {/* A plain button styled by the table (list-table-styles.ts): one per column, drawn before the first rows. */}
      <button
        type="button"
        className={active.length > 0 ? 'list-filter active' : 'list-filter'}
        aria-label={active.length > 0 ? formatMessage(text.filterColumnApplied, { label: column.label }) : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.stopPropagation();
          setPicked(active);
          setAnchor(event.currentTarget);
        }}
      >
        <ListIcon id={icon} />
      </button>
      <Popover open={open} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}>
        <Stack spacing={1} sx={{ p: 2, width: 300 }}>
          <TextField size="small" autoFocus label={text.searchValues} value={lookup.typed} onChange={(event) => lookup.setTyped(event.target.value)} />
          <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {offered.length === 0 && !lookup.loading && <Typography variant="body2">{text.noValues}</Typography>}
            {offered.map((option) => (
              <FormControlLabel
                key={option.value}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    size="small"
                    checked={picked.includes(option.value)}
                    onChange={(event) => setPicked(event.target.checked ? [...picked, option.value] : picked.filter((value) => value !== option.value))}
                  />
                }
                label={option.label}
              />
            ))}
          </Box>
          {lookup.exceeded > 0 && (
            <Typography variant="caption" color="text.secondary">
              {messages.list.tooManyValues}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => apply([])} disabled={active.length === 0}>
              {text.clearFilter}
            </Button>
            <Button variant="contained" onClick={() => apply(picked)}>
              {text.applyFilter}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}

import { type ListDefinition, formatMessage, messages } from '@ossature/contract';
import { Box, Button, Drawer, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { mayEditConfigurations } from '../state/configuration-rights';
import type { GroupSort } from '../state/list-query';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

export interface GroupSortDrawerProps {
  open: boolean;
  definition: ListDefinition;
  list: ListController;
  onClose(): void;
}

/**
 * SPEC §2 group-by / sort side drawer: how each grouping level orders its groups — by value, count or share,
 * ascending or descending (sent as type@order) — and whether group lines show their share. Ordering by share needs
 * the shares: with them off, it is not offered, and a share order already chosen falls back to the value (SPEC §4).
 * Who may not edit the list's configurations does not choose the shares either (SPEC §6).
 */
export function GroupSortDrawer({ open, definition, list, onClose }: GroupSortDrawerProps) {
  const { state, dispatch } = list;
  const labelOf = (name: string) => definition.columns.find((column) => column.name === name)?.label ?? name;
  const keys = definition.group_by_sort_keys.filter((key) => state.showPercentage || key.key !== 'PERCENTAGE');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, role: 'dialog', 'aria-labelledby': 'list-group-sort-title' } }}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Typography id="list-group-sort-title" variant="h6" component="h2">
          {text.groupSorting}
        </Typography>
        {mayEditConfigurations(definition) && (
          <FormControlLabel
            control={<Switch checked={state.showPercentage} onChange={(event) => dispatch({ type: 'showPercentage', show: event.target.checked })} />}
            label={text.showPercentage}
          />
        )}
        {state.groupBy.map((column) => {
          const [by = 'VALUE', direction = 'ASC'] = (state.groupSorts[column] ?? 'VALUE@ASC').split('@');
          const set = (nextBy: string, nextDirection: string) => dispatch({ type: 'groupSort', column, sort: `${nextBy}@${nextDirection}` as GroupSort });
          return (
            <Stack key={column} direction="row" spacing={1} role="group" aria-label={labelOf(column)}>
              <TextField select size="small" label={formatMessage(text.groupSortBy, { label: labelOf(column) })} value={by} onChange={(event) => set(event.target.value, direction)} sx={{ flex: 1 }}>
                {keys.map((key) => (
                  <MenuItem key={key.key} value={key.key}>
                    {key.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={formatMessage(text.groupSortDirection, { label: labelOf(column) })}
                value={direction}
                onChange={(event) => set(by, event.target.value)}
                sx={{ width: 150 }}
              >
                <MenuItem value="ASC">{text.ascending}</MenuItem>
                <MenuItem value="DESC">{text.descending}</MenuItem>
              </TextField>
            </Stack>
          );
        })}
        <Box sx={{ textAlign: 'right' }}>
          <Button onClick={onClose}>{text.close}</Button>
        </Box>
      </Stack>
    </Drawer>
  );
}

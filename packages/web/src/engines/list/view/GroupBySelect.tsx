import { LIST_GROUP_LEVELS_MAX, type ListColumn, messages } from '@ossature/contract';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { ListController } from '../state/use-list-controller';

const text = messages.listScreen;

/** 'Regrouper par': the columns the list may be grouped by, outermost first, in the order they are chosen. */
export function GroupBySelect({ columns, list }: { columns: ListColumn[]; list: ListController }) {
  const groupable = columns.filter((column) => column.groupable);
  if (groupable.length === 0) return null;
  const labelOf = (name: string) => groupable.find((column) => column.name === name)?.label ?? name;
  // Past the deepest grouping a list request takes, the columns not chosen are offered no more (a level removed
  // offers them again): the server would refuse the list, and a configuration would not save.
  const full = list.state.groupBy.length >= LIST_GROUP_LEVELS_MAX;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="list-group-by" shrink>
        {text.groupBy}
      </InputLabel>
      <Select
        labelId="list-group-by"
        label={text.groupBy}
        notched
        multiple
        value={list.state.groupBy}
        onChange={(event) => {
          const value = event.target.value;
          list.dispatch({ type: 'groupBy', columns: typeof value === 'string' ? value.split(',') : value });
        }}
        renderValue={(selected) => (selected.length === 0 ? text.noGrouping : selected.map(labelOf).join(' › '))}
        displayEmpty
      >
        {groupable.map((column) => (
          <MenuItem key={column.name} value={column.name} disabled={full && !list.state.groupBy.includes(column.name)}>
            {column.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

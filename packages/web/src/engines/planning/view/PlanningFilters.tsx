import { type PlanningFilter, messages } from '@ossature/contract';
import FilterAlt from '@mui/icons-material/FilterAlt';
import { Badge, Button, MenuItem, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';

const text = messages.planning;

interface PlanningFiltersProps {
  filters: PlanningFilter[];
  values: Record<string, string>;
  onChange(field: string, value: string): void;
  onClear(): void;
}

/** SPEC §2: the optional filter popover, one choice per declared filter ('Tous' for none). */
export function PlanningFilters({ filters, values, onChange, onClear }: PlanningFiltersProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (filters.length === 0) return null;
  const applied = Object.values(values).filter((value) => value !== '').length;
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        startIcon={
          <Badge badgeContent={applied} color="primary">
            <FilterAlt />
          </Badge>
        }
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text.filters}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': text.filters, sx: { p: 2, width: 300 } } }}
      >
        <Stack spacing={2}>
          {filters.map((filter) => (
            <TextField key={filter.name} select size="small" label={filter.label} value={values[filter.name] ?? ''} onChange={(event) => onChange(filter.name, event.target.value)}>
              <MenuItem value="">{text.allValues}</MenuItem>
              {filter.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <Button onClick={onClear} disabled={applied === 0}>
            {text.clearFilters}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

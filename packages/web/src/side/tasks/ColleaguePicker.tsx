import { messages } from '@ossature/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { apiRequest } from '../../api/api-client';

export interface Colleague {
  id: number;
  name: string;
}

/** The organisation's active users, searched by name as the user types (GET /api-internal/users?search=). */
export function ColleaguePicker({ value, onChange, disabled }: { value: Colleague | null; onChange(value: Colleague | null): void; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const colleagues = useQuery({
    queryKey: ['colleagues', deferred],
    queryFn: ({ signal }) => apiRequest<Colleague[]>('GET', `/api-internal/users?search=${encodeURIComponent(deferred)}`, { signal }),
    staleTime: 60_000,
  });
  return (
    <Autocomplete
      size="small"
      disabled={disabled}
      options={colleagues.data ?? []}
      value={value}
      onChange={(_event, chosen) => onChange(chosen ? { id: chosen.id, name: chosen.name } : null)}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input') setSearch(typed);
      }}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      // The server has searched already.
      filterOptions={(options) => options}
      loading={colleagues.isFetching}
      noOptionsText={messages.task.nobody}
      renderInput={(params) => <TextField {...params} label={messages.task.fields.assigned_to} />}
    />
  );
}

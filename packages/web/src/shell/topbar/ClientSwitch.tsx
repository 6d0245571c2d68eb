import { type FormResponse, encodeParams, messages } from '@ossature/contract';
import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../api/api-client';
import { useUser } from '../../auth/user-context';
import { formApi } from '../../engines/form/form-api';
import { useNotify } from '../../ui/notifications';

/**
 * Super admins switch client organisation from the top bar (SPEC §2): the g_user_profile form opened with
 * change_client=1, reduced to its organisation field. Saving it moves the user; the app then restarts on the home
 * page of the new organisation, nothing of the previous one kept in memory.
 */
export function ClientSwitch() {
  const user = useUser();
  const notify = useNotify();
  const [form, setForm] = useState<FormResponse | null>(null);
  const params = encodeParams({ id: user.id, change_client: 1 });

  useEffect(() => {
    const controller = new AbortController();
    formApi
      .load('g_user_profile', params, controller.signal)
      .then(setForm)
      .catch(() => undefined);
    return () => controller.abort();
  }, [params]);

  const options = form?.properties.organisation?.values ?? [];
  if (!form || options.length === 0) return null;

  async function change(organisation: string) {
    if (!form) return;
    try {
      await formApi.save('g_user_profile', params, {
        identifier: form.identifier,
        version: form.version,
        values: { ...form.values, organisation },
      });
      window.location.assign('/front/');
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.form.saveFailed, severity: 'error' });
    }
  }

  return (
    <TextField
      select
      size="small"
      label={form.properties.organisation!.label}
      value={String(form.values.organisation ?? '')}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 220 }}
      data-testid="client-switch"
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

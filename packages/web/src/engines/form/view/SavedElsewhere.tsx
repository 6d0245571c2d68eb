import { type FormUpdatedPayload, formatMessage, messages } from '@ossature/contract';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useUser } from '../../../auth/user-context';
import { useRealtimeEvent } from '../../../realtime/use-realtime-event';

interface SavedElsewhereProps {
  form: string;
  identifier: number | null;
  /** The version the screen holds. */
  version: number | null;
  /** With unsaved changes a reload would lose them: the save will meet the other change and merge it instead. */
  dirty: boolean;
  reload(): void;
}

/**
 * Warns an open form that someone else saved its record meanwhile (FORM_UPDATED), with whom, until the screen holds
 * that version; 'Recharger' brings it when nothing typed would be lost. One's own saves come back with their answer.
 */
export function SavedElsewhere({ form, identifier, version, dirty, reload }: SavedElsewhereProps) {
  const user = useUser();
  const [saved, setSaved] = useState<FormUpdatedPayload | null>(null);
  useRealtimeEvent('FORM_UPDATED', (event) => {
    const payload = event.payload as unknown as FormUpdatedPayload;
    if (payload.form === form && payload.id === identifier && payload.username !== user.username) setSaved(payload);
  });
  if (!saved || saved.id !== identifier || saved.version <= (version ?? 0)) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        dirty ? undefined : (
          <Button color="inherit" size="small" onClick={reload}>
            {messages.formScreen.conflictReload}
          </Button>
        )
      }
    >
      {formatMessage(messages.realtime.formUpdatedBy, { name: saved.name })}
    </Alert>
  );
}

import { type FormUpdatedPayload, formatMessage, messages } from '@ossature/contract';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useUser } from '../../../auth/user-context';
import { useRealtimeEvent } from '../../../realtime/use-realtime-event';
import { useNotify } from '../../../ui/notifications';

interface SavedElsewhereProps {
  form: string;
  identifier: number | null;
  /** The version the screen holds. */
  version: number | null;
  /** Unsaved changes: the reload puts them back on top of the saved record, and says so. */
  dirty: boolean;
  /** Loads the record again with the user's changes on top (none when the form is clean). */
  reload(): Promise<void>;
}

/**
 * Warns an open form that someone else saved its record meanwhile (FORM_UPDATED), with whom, until the screen holds
 * that version. 'Recharger' brings that version; what the user typed and did not save yet is merged on top of it
 * (three-way, as after a conflict), so that nothing typed is lost and their save no longer meets a conflict. One's own
 * saves come back with their answer.
 */
export function SavedElsewhere({ form, identifier, version, dirty, reload }: SavedElsewhereProps) {
  const user = useUser();
  const notify = useNotify();
  const [saved, setSaved] = useState<FormUpdatedPayload | null>(null);
  useRealtimeEvent('FORM_UPDATED', (event) => {
    const payload = event.payload as unknown as FormUpdatedPayload;
    if (payload.form === form && payload.id === identifier && payload.username !== user.username) setSaved(payload);
  });
  if (!saved || saved.id !== identifier || saved.version <= (version ?? 0)) return null;
  const reloadKeepingEdits = async () => {
    const hadEdits = dirty;
    await reload();
    if (hadEdits) notify({ message: messages.presence.editsKeptAfterReload, severity: 'info' });
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reloadKeepingEdits()}>
          {messages.formScreen.conflictReload}
        </Button>
      }
    >
      {formatMessage(dirty ? messages.presence.savedElsewhereKeepsEdits : messages.realtime.formUpdatedBy, { name: saved.name })}
    </Alert>
  );
}

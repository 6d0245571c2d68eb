import { type ConfigurationScope, type ListConfiguration, type ListDefinition, configurationName, messages } from '@ossature/contract';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from '../../../../ui/notifications';
import { saveErrorsNotification, saveFailedNotification, savedNotification, structuredErrorsOf } from '../../../../ui/save-notifications';
import { listApi } from '../../list-api';
import { configurationOrderError } from '../../state/configuration-order';

const text = messages.listScreen;

export type ConfigurationDialogMode = 'addConfiguration' | 'saveConfiguration';

/** The fields of the dialog, by the name a save error gives: their errors show beside them too. */
const FIELD_LABELS = new Map<string, string>([
  ['title', text.title],
  ['scope', text.scope],
  ['order', text.order],
]);

export interface ConfigurationDialogProps {
  mode: ConfigurationDialogMode;
  domain: string;
  definition: ListDefinition;
  /** The configuration saved over (saveConfiguration). */
  current: ListConfiguration | null;
  /** The list as the user sees it now, as a configuration's JSON. */
  body: string;
  onSaved(id: number): void;
  onClose(): void;
}

/**
 * SPEC §2 save / add configuration dialog and the SPEC §5 rules: a title ('Merci d'ajouter un titre') and a scope
 * ('Merci de préciser l'étendu de la liste') among those offered, never APP; an organisation's configuration is always
 * in the menu; the order is a number. Saving over a configuration keeps an APP one's name and title, and changes its
 * title, scope, order or menu place only for who may edit it. It is saved as the generic form it is, over the version
 * the list showed: someone else's change meanwhile is refused, not overwritten.
 */
export function ConfigurationDialog({ mode, domain, definition, current, body, onSaved, onClose }: ConfigurationDialogProps) {
  const notify = useNotify();
  const saving = mode === 'saveConfiguration' && current !== null;
  const app = saving && current.scope === 'APP';
  const editable = !saving || current.can_edit;
  const scopes = definition.user_configuration_scope.filter((scope) => scope !== 'APP');
  const [title, setTitle] = useState(saving ? current.title : '');
  const [scope, setScope] = useState<ConfigurationScope | ''>(saving && !app ? current.scope : scopes.length === 1 ? scopes[0]! : '');
  const [order, setOrder] = useState(String(saving ? current.order : 0));
  const [inMenu, setInMenu] = useState(saving ? current.display_persisted : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Held in a ref as well as in state: a second submit in the same tick (Enter pressed twice, or Enter just after the
  // click) runs before the render that disables the buttons, and would send a second POST, a second configuration.
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = messages.list.titleRequired;
    if (!app && !scope) found.scope = messages.list.scopeRequired;
    const orderError = configurationOrderError(order);
    if (orderError) found.order = orderError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    try {
      const form = saving ? current.list_configuration_name : 'g_list_configuration';
      const values: Record<string, unknown> = {
        list_name: domain,
        title: title.trim(),
        order: Number(order),
        // SPEC §5: an organisation's configuration is always in the menu.
        in_menu: scope === 'CLIENT' || inMenu,
        configuration: body,
        ...(app ? {} : { scope }),
      };
      const saved = await listApi.saveConfiguration(form, saving ? current.id : null, saving ? current.version : null, values);
      notify(savedNotification(saved));
      onSaved(saved.identifier ?? current?.id ?? 0);
    } catch (error) {
      // SPEC §8: every error listed (those of fields the dialog has no input for, `configuration` or `list_name`,
      // included), and those of its fields beside them as well.
      const refused = structuredErrorsOf(error);
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.flatMap((entry) => (entry.path && FIELD_LABELS.has(entry.path) ? [[entry.path, entry.text]] : []))));
        notify(saveErrorsNotification(refused.map((entry) => ({ label: entry.path ? FIELD_LABELS.get(entry.path) : undefined, text: entry.text }))));
      } else {
        notify(saveFailedNotification(error));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  // While saving, the dialog cannot be cancelled: the POST sent cannot be withdrawn, so closing it and dropping the
  // answer would leave a configuration saved that the user believes cancelled, and one they no longer see applied.
  // Waiting for the answer (which closes the dialog, or shows its errors) says what really happened.
  const close = () => {
    if (!sending.current) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby="list-configuration-dialog" fullWidth maxWidth="sm">
      <DialogTitle id="list-configuration-dialog">{saving ? text.saveConfiguration : text.addConfiguration}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={text.title}
            value={title}
            required
            autoFocus
            disabled={app || !editable}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title ?? (title.trim() ? configurationName(title) : ' ')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {!app && (
            <TextField
              select
              label={text.scope}
              value={scope}
              required
              disabled={!editable}
              onChange={(event) => setScope(event.target.value as ConfigurationScope)}
              error={Boolean(errors.scope)}
              helperText={errors.scope}
            >
              {scopes.map((option) => (
                <MenuItem key={option} value={option}>
                  {text.scopes[option]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={text.order}
            value={order}
            disabled={!editable}
            onChange={(event) => setOrder(event.target.value)}
            error={Boolean(errors.order)}
            helperText={errors.order}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {definition.user_configuration_menu && (
            <FormControlLabel
              control={<Checkbox checked={scope === 'CLIENT' || inMenu} disabled={!editable || scope === 'CLIENT'} onChange={(event) => setInMenu(event.target.checked)} />}
              label={text.addToMenu}
            />
          )}
          {/* Disabled while saving: Enter in a field then submits nothing (submit ignores it too). */}
          <button type="submit" hidden disabled={busy} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={close}>
          {text.cancel}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {text.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

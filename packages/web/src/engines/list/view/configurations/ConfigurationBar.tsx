import { type ListConfiguration, type ListDefinition, formatMessage, listSettingKey, messages } from '@ossature/contract';
import MoreVert from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, ListItemText, Menu, MenuItem, Stack, Tab, Tabs, useMediaQuery } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigationEntries } from '../../../../shell/navigation/navigation-context';
import { QuestionDialog } from '../../../../ui/QuestionDialog';
import { useNotify } from '../../../../ui/notifications';
import { deletedNotification, saveFailedNotification } from '../../../../ui/save-notifications';
import { listApi } from '../../list-api';
import { listDefinitionQuery } from '../../list-definition-query';
import { mayEditConfigurations } from '../../state/configuration-rights';
import { configurationBodyOf } from '../../state/list-configuration';
import { useConfigurationCounts } from '../../state/use-configuration-counts';
import type { ListController } from '../../state/use-list-controller';
import { ConfigurationChooser } from './ConfigurationChooser';
import { ConfigurationDialog, type ConfigurationDialogMode } from './ConfigurationDialog';
import { ConfigurationLabel } from './ConfigurationLabel';
import { ConfigurationSummary } from './ConfigurationSummary';

const text = messages.listScreen;

/** SPEC §9: below this width the configuration tabs become a menu. */
const TABS_FROM = '(min-width:1025px)';

export interface ConfigurationBarProps {
  domain: string;
  params: string | undefined;
  definition: ListDefinition;
  list: ListController;
}

type Open = { dialog: ConfigurationDialogMode } | { summary: true } | { confirmDelete: true } | null;

/**
 * The saved configurations of a list (SPEC §2): a tab each with its count (a menu on narrow screens), selected to
 * apply it and selected again to go back to the list as declared; the favourite marked by a star; and the
 * configuration menu: save over the configuration applied, add one, make it the favourite, show the summary, delete —
 * adding, saving over and deleting for who may edit the list's configurations only (SPEC §6). A save or a delete
 * reads the left menu again: the configuration may be one of its entries ('Ajouter au menu').
 */
export function ConfigurationBar({ domain, params, definition, list }: ConfigurationBarProps) {
  const notify = useNotify();
  const client = useQueryClient();
  const { refresh: refreshMenu } = useNavigationEntries();
  const wide = useMediaQuery(TABS_FROM);
  const activeId = list.state.configurationId;
  const { counts, failed: countsFailed } = useConfigurationCounts(domain, params, definition, list.defaultOperator, activeId);
  // SPEC §8: a count that cannot be read says so, once for the whole bar rather than once per tab.
  useEffect(() => {
    if (countsFailed) notify({ message: messages.list.fetchFailed, severity: 'error' });
  }, [countsFailed, notify]);
  // The favourite is the definition's, which the cache holds for the screen's next mount too; while the user's choice
  // is being saved, that choice.
  const [favouriteAsked, setFavouriteAsked] = useState<{ id: number | null } | null>(null);
  const favouriteRequests = useRef(0);
  // The latest choice whose answer came: an older request answered after a newer one does not undo it.
  const favouriteHeld = useRef(0);
  const favourite = favouriteAsked ? favouriteAsked.id : definition.favourite_configuration_id;
  const menuId = useId();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const current = definition.list_configuration.find((configuration) => configuration.id === activeId) ?? null;
  const configurations = definition.list_configuration;
  const select = (id: number) => list.applyConfiguration(id === activeId ? null : id);
  const definitionKey = listDefinitionQuery(domain, params).queryKey;
  const reloadDefinition = () => client.invalidateQueries({ queryKey: definitionKey });
  const holdFavourite = (id: number | null) => client.setQueryData(definitionKey, (held) => held && { ...held, favourite_configuration_id: id });
  const labelOf = (configuration: ListConfiguration) => (
    <ConfigurationLabel title={configuration.title} count={counts.get(configuration.id)} favourite={favourite === configuration.id} />
  );

  const toggleFavourite = async () => {
    if (!current) return;
    const next = favourite === current.id ? null : current.id;
    setMenu(null);
    favouriteRequests.current += 1;
    const request = favouriteRequests.current;
    setFavouriteAsked({ id: next });
    try {
      await listApi.saveSettings({ [listSettingKey(domain, params, 'favorite-configuration')]: next === null ? '' : next });
      // Into the cached definition: the screen mounted again from it (back from a row) shows it.
      if (request > favouriteHeld.current) {
        favouriteHeld.current = request;
        holdFavourite(next);
      }
    } catch (error) {
      notify(saveFailedNotification(error));
    } finally {
      // A later choice still being saved stays shown.
      if (request === favouriteRequests.current) setFavouriteAsked(null);
    }
  };
  const remove = async () => {
    if (!current) return;
    const deleted = current;
    setOpen(null);
    try {
      await listApi.deleteConfiguration(deleted.list_configuration_name, deleted.id);
    } catch (error) {
      notify(saveFailedNotification(error));
      return;
    }
    notify(deletedNotification);
    // The dialog closed before the answer: another configuration applied meanwhile stays applied.
    list.dispatch({ type: 'forgetConfiguration', id: deleted.id });
    if (client.getQueryData(definitionKey)?.favourite_configuration_id === deleted.id) holdFavourite(null);
    refreshMenu();
    await reloadDefinition();
  };
  const openFromMenu = (next: Open) => {
    setMenu(null);
    setOpen(next);
  };
  const editable = mayEditConfigurations(definition);
  // SPEC §5: saving over a configuration needs one applied, not the application's, that the user may write.
  const canSave = current !== null && current.scope !== 'APP' && current.can_write;

  if (configurations.length === 0 && !editable) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 48 }}>
      {configurations.length > 0 &&
        (wide ? (
          <Tabs value={activeId ?? false} variant="scrollable" scrollButtons="auto" aria-label={text.configurations} sx={{ flex: 1, minWidth: 0 }}>
            {configurations.map((configuration) => (
              <Tab key={configuration.id} value={configuration.id} label={labelOf(configuration)} onClick={() => select(configuration.id)} sx={{ textTransform: 'none' }} />
            ))}
          </Tabs>
        ) : (
          <ConfigurationChooser configurations={configurations} activeId={activeId} labelOf={labelOf} onSelect={select} />
        ))}
      {!(wide && configurations.length > 0) && <Box sx={{ flex: 1 }} />}
      <IconButton
        id={`${menuId}-button`}
        aria-label={text.configurationMenu}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        aria-controls={menu ? `${menuId}-menu` : undefined}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={`${menuId}-menu`} anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} slotProps={{ list: { 'aria-labelledby': `${menuId}-button` } }}>
        {editable && (
          <MenuItem disabled={!canSave} onClick={() => openFromMenu({ dialog: 'saveConfiguration' })}>
            {text.saveConfiguration}
          </MenuItem>
        )}
        {editable && <MenuItem onClick={() => openFromMenu({ dialog: 'addConfiguration' })}>{text.addConfiguration}</MenuItem>}
        {current && (
          <MenuItem onClick={() => void toggleFavourite()}>
            <ListItemText>{formatMessage(favourite === current.id ? text.removeFavourite : text.makeFavourite, { title: current.title })}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => openFromMenu({ summary: true })}>{text.showSummary}</MenuItem>
        {editable && current && current.scope !== 'APP' && current.can_edit && (
          <MenuItem onClick={() => openFromMenu({ confirmDelete: true })}>{text.deleteConfiguration}</MenuItem>
        )}
      </Menu>
      {open && 'dialog' in open && (
        <ConfigurationDialog
          mode={open.dialog}
          domain={domain}
          definition={definition}
          current={open.dialog === 'saveConfiguration' ? current : null}
          body={JSON.stringify(configurationBodyOf(list.state, definition.columns))}
          onClose={() => setOpen(null)}
          onSaved={(id) => {
            setOpen(null);
            list.dispatch({ type: 'markConfiguration', id });
            refreshMenu();
            void reloadDefinition();
          }}
        />
      )}
      {open && 'summary' in open && <ConfigurationSummary domain={domain} params={params} definition={definition} state={list.state} current={current} onClose={() => setOpen(null)} />}
      {open && 'confirmDelete' in open && current && (
        <QuestionDialog question={formatMessage(text.confirmDelete, { title: current.title })} onClose={() => setOpen(null)}>
          <Button onClick={() => setOpen(null)}>{text.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {text.deleteConfiguration}
          </Button>
        </QuestionDialog>
      )}
    </Stack>
  );
}

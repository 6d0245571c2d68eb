import { type ListDefinition, formatMessage, listSettingKey, messages } from '@ossature/contract';
import MoreVert from '@mui/icons-material/MoreVert';
import Star from '@mui/icons-material/Star';
import { Box, Button, Chip, IconButton, ListItemText, Menu, MenuItem, Stack, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../../api/api-client';
import { QuestionDialog } from '../../../../ui/QuestionDialog';
import { useNotify } from '../../../../ui/notifications';
import { listApi } from '../../list-api';
import { configurationBodyOf } from '../../state/list-configuration';
import { useConfigurationCounts } from '../../state/use-configuration-counts';
import type { ListController } from '../../state/use-list-controller';
import { ConfigurationDialog, type ConfigurationDialogMode } from './ConfigurationDialog';
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
 * configuration menu: save over the configuration applied, add one, make it the favourite, show the summary, delete.
 */
export function ConfigurationBar({ domain, params, definition, list }: ConfigurationBarProps) {
  const notify = useNotify();
  const client = useQueryClient();
  const wide = useMediaQuery(TABS_FROM);
  const activeId = list.state.configurationId;
  const counts = useConfigurationCounts(domain, params, definition, list.defaultOperator, activeId);
  const [favourite, setFavourite] = useState(definition.favourite_configuration_id);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const current = definition.list_configuration.find((configuration) => configuration.id === activeId) ?? null;
  const configurations = definition.list_configuration;
  const select = (id: number) => list.applyConfiguration(id === activeId ? null : id);
  const reloadDefinition = () => client.invalidateQueries({ queryKey: ['list', domain, params ?? ''] });
  const labelOf = (title: string, id: number) => {
    const count = counts.get(id);
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        {favourite === id && <Star fontSize="inherit" color="warning" titleAccess={text.favourite} />}
        <Box component="span" title={title} sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Box>
        {count !== null && count !== undefined && <Chip size="small" label={count.toLocaleString('fr-FR')} />}
      </Stack>
    );
  };

  const toggleFavourite = async () => {
    if (!current) return;
    const next = favourite === current.id ? null : current.id;
    setMenu(null);
    try {
      await listApi.saveSettings({ [listSettingKey(domain, params, 'favorite-configuration')]: next === null ? '' : next });
      setFavourite(next);
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.list.fetchFailed, severity: 'error' });
    }
  };
  const remove = async () => {
    if (!current) return;
    setOpen(null);
    try {
      await listApi.deleteConfiguration(current.list_configuration_name, current.id);
      notify({ message: formatMessage(text.configurationDeleted, { title: current.title }), severity: 'success' });
      list.dispatch({ type: 'markConfiguration', id: null });
      if (favourite === current.id) setFavourite(null);
      await reloadDefinition();
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.list.fetchFailed, severity: 'error' });
    }
  };
  const openFromMenu = (next: Open) => {
    setMenu(null);
    setOpen(next);
  };
  // SPEC §5: saving over a configuration needs one applied, not the application's, that the user may write.
  const canSave = current !== null && current.scope !== 'APP' && current.can_write;

  if (configurations.length === 0 && !definition.configuration_right) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 48 }}>
      {configurations.length > 0 &&
        (wide ? (
          <Tabs value={activeId ?? false} variant="scrollable" scrollButtons="auto" aria-label={text.configurations} sx={{ flex: 1, minWidth: 0 }}>
            {configurations.map((configuration) => (
              <Tab key={configuration.id} value={configuration.id} label={labelOf(configuration.title, configuration.id)} onClick={() => select(configuration.id)} sx={{ textTransform: 'none' }} />
            ))}
          </Tabs>
        ) : (
          <TextField
            select
            size="small"
            label={text.configurations}
            value={activeId ?? ''}
            onChange={(event) => list.applyConfiguration(event.target.value === '' ? null : Number(event.target.value))}
            sx={{ flex: 1, maxWidth: 360 }}
          >
            <MenuItem value="">{text.noConfiguration}</MenuItem>
            {configurations.map((configuration) => (
              <MenuItem key={configuration.id} value={configuration.id}>
                {labelOf(configuration.title, configuration.id)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {configurations.length === 0 && <Box sx={{ flex: 1 }} />}
      <IconButton aria-label={text.configurationMenu} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem disabled={!canSave} onClick={() => openFromMenu({ dialog: 'saveConfiguration' })}>
          {text.saveConfiguration}
        </MenuItem>
        <MenuItem disabled={!definition.configuration_right} onClick={() => openFromMenu({ dialog: 'addConfiguration' })}>
          {text.addConfiguration}
        </MenuItem>
        {current && (
          <MenuItem onClick={() => void toggleFavourite()}>
            <ListItemText>{formatMessage(favourite === current.id ? text.removeFavourite : text.makeFavourite, { title: current.title })}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => openFromMenu({ summary: true })}>{text.showSummary}</MenuItem>
        {current && current.scope !== 'APP' && current.can_edit && (
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
            void reloadDefinition();
          }}
        />
      )}
      {open && 'summary' in open && <ConfigurationSummary definition={definition} state={list.state} current={current} onClose={() => setOpen(null)} />}
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

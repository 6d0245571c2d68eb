import { type Button as ButtonDescription, type SideToolName, type UiElement, messages } from '@ossature/contract';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import AddTask from '@mui/icons-material/AddTask';
import History from '@mui/icons-material/History';
import MoreVert from '@mui/icons-material/MoreVert';
import Save from '@mui/icons-material/Save';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { iconEntry } from '../../../ui/icon-catalogue';
import type { FormController } from '../state/use-form-controller';
import { useButtonAction } from './use-button-action';

const BASE_ICONS = { save: <Save />, copy: <ContentCopy />, del: <Delete />, create_task: <AddTask />, history: <History /> } as const;

function buttonsPlaced(element: UiElement, into = new Set<string>()): Set<string> {
  if (element.type === 'Button' && element.name) into.add(element.name);
  for (const child of element.elements ?? []) buttonsPlaced(child, into);
  return into;
}

/** SPEC §2: extras fold into a menu when 4 or more are grouped, and take the full width from 4. */
const FOLD_FROM = 4;

const muiColor = (color: ButtonDescription['color']) =>
  ({ danger: 'error', warning: 'warning', info: 'info', success: 'success', rose: 'secondary' } as const)[color ?? 'info'] ?? 'primary';

/** A declared button's icon (SPEC §3 Button icon), from the icons the app ships; an unknown name shows none. */
function buttonIcon(button: ButtonDescription) {
  const entry = iconEntry(button.icon);
  return entry ? <entry.Icon fontSize="small" /> : undefined;
}

/**
 * The header toolbar: base buttons (save, copy, del, create_task, history) then the module's extras. Save is enabled
 * only when the form has changes; create_task and history open the side tools' drawers.
 */
export function FormToolbar({ form, onTool, returnUrl }: { form: FormController; onTool(tool: SideToolName, newTask?: boolean): void; returnUrl?: string }) {
  const { state, dirty } = form;
  const description = state.description!;
  const run = useButtonAction(form);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const base = description.buttons.filter((button) => button.name in BASE_ICONS);
  // Extras the layout places (Button elements) are shown there, not twice.
  const placed = buttonsPlaced(description.layout);
  const extras = description.buttons.filter((button) => !(button.name in BASE_ICONS) && !placed.has(button.name));
  const grouped = extras.filter((button) => button.grouped);
  const fold = grouped.length >= FOLD_FROM;
  const inline = fold ? extras.filter((button) => !button.grouped) : extras;
  const baseAction = (name: string) =>
    ({ save: () => void form.submit(), copy: () => void form.copy(), del: () => void form.remove(), create_task: () => onTool('tasks', true), history: () => onTool('history') })[name];
  const saveEnabled = dirty || description.identifier === null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="toolbar" aria-label="Actions du formulaire">
      {base.map((button) => (
        <Button
          key={button.name}
          variant={button.name === 'save' ? 'contained' : 'outlined'}
          color={button.name === 'del' ? 'error' : 'primary'}
          startIcon={BASE_ICONS[button.name as keyof typeof BASE_ICONS]}
          disabled={state.submit || (button.name === 'save' && !saveEnabled)}
          onClick={baseAction(button.name)}
        >
          {button.title}
        </Button>
      ))}
      {returnUrl && (
        <Button variant="contained" color="secondary" disabled={state.submit} onClick={() => void form.submit({ returnUrl })}>
          {messages.formScreen.submitAndReturn}
        </Button>
      )}
      {inline.map((button) => (
        <Tooltip key={button.name} title={button.tooltip ?? ''}>
          <Button
            variant="outlined"
            color={muiColor(button.color)}
            disabled={state.submit}
            onClick={() => void run(button)}
            startIcon={buttonIcon(button)}
            sx={extras.length >= FOLD_FROM && !fold ? { flexBasis: '100%' } : undefined}
          >
            {button.title}
          </Button>
        </Tooltip>
      ))}
      {fold && (
        <>
          <IconButton aria-label={messages.formScreen.moreActions} onClick={(event) => setMenu(event.currentTarget)}>
            <MoreVert />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {grouped.map((button) => (
              <MenuItem
                key={button.name}
                onClick={() => {
                  setMenu(null);
                  void run(button);
                }}
              >
                {button.icon && <ListItemIcon>{buttonIcon(button)}</ListItemIcon>}
                <ListItemText>{button.title}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}

import { type ListConfiguration, messages } from '@ossature/contract';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import { Box, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

const text = messages.listScreen;

export interface ConfigurationChooserProps {
  configurations: readonly ListConfiguration[];
  activeId: number | null;
  labelOf(configuration: ListConfiguration): ReactNode;
  /** A configuration chosen: applied, or deselected when it is the one applied (SPEC §4). */
  onSelect(id: number): void;
}

/**
 * The configuration tabs below 1025 px (SPEC §9), as a menu: a button naming the configuration applied opens an item
 * per configuration, the applied one checked (and `aria-current`) and focused first. Choosing it again deselects it,
 * as selecting its tab again does: no item of its own is needed to go back to the list as declared.
 */
export function ConfigurationChooser({ configurations, activeId, labelOf, onSelect }: ConfigurationChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const current = configurations.find((configuration) => configuration.id === activeId);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, maxWidth: 360 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current ? `${text.configurations} : ${current.title}` : text.configurations}
        </Box>
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {configurations.map((configuration) => {
          const active = configuration.id === activeId;
          return (
            <MenuItem
              key={configuration.id}
              selected={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => {
                setAnchor(null);
                onSelect(configuration.id);
              }}
            >
              <ListItemIcon>{active && <Check fontSize="small" />}</ListItemIcon>
              {labelOf(configuration)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

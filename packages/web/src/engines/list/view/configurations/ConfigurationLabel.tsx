import { messages } from '@ossature/contract';
import Star from '@mui/icons-material/Star';
import { Box, Chip, Stack } from '@mui/material';

export interface ConfigurationLabelProps {
  title: string;
  /** Its rows, once counted. */
  count: number | null | undefined;
  favourite: boolean;
}

/** A configuration as its tab or menu item shows it (SPEC §2): the favourite's star, the title cut at 200 px, the count. */
export function ConfigurationLabel({ title, count, favourite }: ConfigurationLabelProps) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {favourite && <Star fontSize="inherit" color="warning" titleAccess={messages.listScreen.favourite} />}
      <Box component="span" title={title} sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {title}
      </Box>
      {count !== null && count !== undefined && <Chip size="small" label={count.toLocaleString('fr-FR')} />}
    </Stack>
  );
}

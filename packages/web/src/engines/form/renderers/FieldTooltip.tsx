import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A field with a tooltip (SPEC §3 Property tooltip): an information sign after it shows the text on hover and on
 * keyboard focus, and gives it to screen readers as its name.
 */
export function FieldTooltip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Tooltip title={text}>
        <InfoOutlined tabIndex={0} role="img" aria-label={text} aria-hidden={false} fontSize="small" sx={{ mt: 1, color: 'text.secondary' }} />
      </Tooltip>
    </Stack>
  );
}

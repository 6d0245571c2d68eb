import { messages } from '@ossature/contract';
import Add from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const text = messages.formCollections;

interface CollectionFrameProps {
  label: string;
  /** Buttons above the rows, on the right. */
  actions?: ReactNode;
  /** Adds a row: an "add" button leads the actions. */
  add?: { label: string; onClick: () => void };
  loading?: boolean;
  /** No rows: the frame says so instead of showing its content (not while they load). */
  empty?: boolean;
  /** The label shown as a heading: a collection inside a row's form (a contact's means of contact), which no tab names. */
  heading?: boolean;
  children?: ReactNode;
}

/**
 * A collection's frame: a section named by its label (the tab or card around it shows the label already), its
 * actions above it on the right, a progress bar while its rows load, "no rows" when there are none.
 */
export function CollectionFrame({ label, actions, add, loading = false, empty = false, heading = false, children }: CollectionFrameProps) {
  return (
    <Box component="section" aria-label={label}>
      {(add || actions || heading) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mb: 1 }}>
          {heading && (
            <Typography variant="subtitle1" component="h2" fontWeight={600} sx={{ mr: 'auto' }}>
              {label}
            </Typography>
          )}
          {add && (
            <Button size="small" startIcon={<Add />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
          {actions}
        </Stack>
      )}
      {loading && <LinearProgress aria-label={text.loading} sx={{ mb: 1 }} />}
      {empty ? !loading && <Typography color="text.secondary">{text.empty}</Typography> : children}
    </Box>
  );
}

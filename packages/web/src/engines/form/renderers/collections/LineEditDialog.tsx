import { type CollectionForm, messages } from '@ossature/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useMemo } from 'react';
import { LayoutForm } from '../../jsonforms/LayoutForm';
import { defaultRowLayout } from '../../jsonforms/to-uischema';
import type { RowState } from '../../state/form-state';
import type { FormScope } from '../../view/form-scope';
import { rowScope } from './row-scope';

const text = messages.formCollections;

/**
 * SPEC §2 line edit dialog 'Edition d'une ligne de commande' (large, 'Fermer'): the whole form of one line of a dense
 * table, every field through its own renderer. Edits go to the line as they are made.
 */
export function LineEditDialog({ collection, collectionForm, row, index, scope, onClose }: {
  collection: string;
  collectionForm: CollectionForm;
  row: RowState;
  index: number;
  scope: FormScope;
  onClose(): void;
}) {
  const titleId = useId();
  const layout = useMemo(() => collectionForm.layout ?? defaultRowLayout(collectionForm.properties), [collectionForm]);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.lineEditTitle}</DialogTitle>
      <DialogContent dividers>
        <LayoutForm layout={layout} scope={rowScope(scope, collection, collectionForm, row, index)} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {text.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { type Property, encodeParams, messages } from '@ossature/contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { FormDialog } from '../view/FormDialog';
import type { FormScope } from '../view/form-scope';

const text = messages.formScreen;

/** SPEC §2 sub-form dialog: the record by its primaryKey, opened as it is (not a copy). */
export const openedRecordParams = (id: number) => encodeParams({ primaryKey: id, copie: 0 });

interface OpenedRecordProps {
  /** The form the record opens in (the property's formName). */
  form: string;
  property: Property;
  scope: FormScope;
  /** The field's control. */
  children: ReactNode;
}

/**
 * A record field standing for another form's record (SPEC §3 formName / formRecordId): beside it, a button opens that
 * record in the sub-form dialog while there is one (formRecordId, as the last onchange answer left it). Once the
 * record is saved there, the form is loaded again with the user's unsaved edits put back on top (reloadKeepingEdits):
 * the field shows what the saved record now reads, and nothing typed is lost. The control keeps its place in the tree
 * whether the button shows or not, so that it is not built anew when the record to open comes and goes. Only the
 * record's fields open one: the server refuses a module declaring it on a collection row's field.
 */
export function OpenedRecord({ form, property, scope, children }: OpenedRecordProps) {
  const [open, setOpen] = useState(false);
  const recordId = property.formRecordId ?? null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {recordId !== null && (
        <Tooltip title={text.openForm}>
          <IconButton size="small" aria-label={`${text.openForm} : ${property.label}`} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
            <ArticleOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {open && recordId !== null && (
        <FormDialog
          form={form}
          params={openedRecordParams(recordId)}
          title={property.label}
          onClose={() => setOpen(false)}
          onSaved={() => void scope.form.reloadKeepingEdits()}
        />
      )}
    </Stack>
  );
}

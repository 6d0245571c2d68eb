import { formatMessage, messages } from '@ossature/contract';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Alert, IconButton } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../../api/api-client';
import { useNotify } from '../../../../ui/notifications';
import { formApi } from '../../form-api';
import { linkedParentOf } from '../../rules/linked-parent';
import type { RowState } from '../../state/form-state';
import { FormDialog } from '../../view/FormDialog';
import { cellText } from './cell-text';
import type { CollectionProps } from './collection-entry';
import { CollectionFrame } from './CollectionFrame';
import { newRowParams, openRowParams } from './linked-params';
import { RowsTable } from './RowsTable';

const text = messages.formCollections;

/** How a linked row reads in labels: its shown columns, else '#' + identifier. */
function rowSummary({ columns, properties }: CollectionProps['collectionForm'], row: RowState): string {
  const parts = columns.map((column) => cellText(properties[column], row.values[column], row.labels?.[column])).filter(Boolean);
  return parts.length > 0 ? parts.join(' – ') : `#${row.identifier}`;
}

export interface LinkedRecordsProps extends CollectionProps {
  /** Sub-form tables delete rows through the sub-form delete call; lists do not. */
  deletable: boolean;
  /** What a new parent shows instead: its records can only point at it once it is saved. */
  needsParent: string;
}

/**
 * Records of another form pointing at this one (SPEC §2 sub-form table and list collection). They are fetched when
 * shown and again after the parent is saved; each opens in its own form in a dialog (params primaryKey, the parent
 * link as matchParams and copie=0); a new one opens that form with the parent link, which the server prefills.
 * After a save or a delete in the dialog, the rows are fetched again.
 */
export function LinkedRecords({ name, label, collectionForm, rows, scope, deletable, needsParent }: LinkedRecordsProps) {
  const { form } = scope;
  const { fetchCollection, ask } = form;
  const notify = useNotify();
  const { description, values } = form.state;
  // Through a field of the record (an absence's employee), rows follow that field: the form reloads them when it
  // changes (reload_collection); else they are the record's own.
  const { through, parentId } = linkedParentOf(description?.properties[name], description?.identifier ?? null, values);
  const loadedAt = description?.loaded_at;
  const parentField = collectionForm.parent_field ?? '';
  const rowsForm = collectionForm.form ?? '';
  const [dialog, setDialog] = useState<{ params: string; title: string } | null>(null);

  const reload = useCallback(async () => {
    try {
      await fetchCollection(name);
    } catch {
      notify({ message: text.fetchFailed, severity: 'error' });
    }
  }, [fetchCollection, name, notify]);

  // Shown, or the parent was (re)loaded (a new loaded_at): the form's answer carries no linked rows. The form's
  // controller decides whether there is anything to fetch.
  useEffect(() => {
    if (loadedAt) void reload();
  }, [reload, loadedAt]);

  if (parentId === null) {
    const throughLabel = through === null ? null : (description?.properties[through]?.label ?? through);
    return (
      <CollectionFrame label={label}>
        <Alert severity="info">{throughLabel === null ? needsParent : formatMessage(text.needsThrough, { label: throughLabel })}</Alert>
      </CollectionFrame>
    );
  }

  const open = (row: RowState) => setDialog({ params: openRowParams(row.identifier!, parentField, parentId), title: label });
  const create = () => setDialog({ params: newRowParams(parentField, parentId), title: formatMessage(text.newRecordTitle, { title: label }) });

  const remove = async (row: RowState) => {
    if ((await ask({ kind: 'delete' })) !== 'confirm') return;
    try {
      const answer = await formApi.subFormDelete(rowsForm, row.identifier!);
      if (answer.errors.length > 0) {
        notify({ message: answer.errors[0]!.text, severity: 'error' });
        return;
      }
      notify({ message: text.deleted, severity: 'success', duration: 2000 });
      await reload();
    } catch (error) {
      notify({ message: error instanceof ApiRequestError ? error.message : messages.form.saveFailed, severity: 'error' });
    }
  };

  const canDelete = deletable && collectionForm.can_delete && !scope.readOnly;
  return (
    <CollectionFrame
      label={label}
      loading={Boolean(form.state.fetching[name])}
      add={collectionForm.can_add && !scope.readOnly ? { label: text.add, onClick: create } : undefined}
      empty={rows.length === 0}
    >
      <RowsTable
        label={label}
        collectionForm={collectionForm}
        rows={rows}
        onOpen={open}
        renderActions={(row) => {
          const summary = rowSummary(collectionForm, row);
          return (
            <>
              <IconButton size="small" aria-label={formatMessage(text.openRow, { title: summary })} onClick={() => open(row)}>
                <Edit fontSize="small" />
              </IconButton>
              {canDelete && row.form_read_only !== 1 && (
                <IconButton size="small" color="error" aria-label={formatMessage(text.deleteRow, { title: summary })} onClick={() => void remove(row)}>
                  <Delete fontSize="small" />
                </IconButton>
              )}
            </>
          );
        }}
      />
      {dialog && (
        <FormDialog
          form={rowsForm}
          params={dialog.params}
          title={dialog.title}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void reload();
          }}
          onDeleted={() => void reload()}
        />
      )}
    </CollectionFrame>
  );
}

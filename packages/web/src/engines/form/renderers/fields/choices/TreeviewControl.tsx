import { type TreeNode, encodeParams, formatMessage, messages } from '@ossature/contract';
import AccountTree from '@mui/icons-material/AccountTree';
import Clear from '@mui/icons-material/Clear';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { ApiRequestError } from '../../../../../api/api-client';
import { QuestionDialog } from '../../../../../ui/QuestionDialog';
import { useNotify } from '../../../../../ui/notifications';
import { formApi } from '../../../form-api';
import type { FieldProps } from '../../field-entry';
import { FormDialog } from '../../../view/FormDialog';
import { findNode, itemId, pathLabel, treeItems, treePath } from './tree-nodes';

const text = messages.formChoices;
/** SPEC §9: the tree popup is 800 × 400. */
const POPUP_WIDTH = 800;
const POPUP_HEIGHT = 400;

type NodeDialog = { kind: 'add'; parent: TreeNode | null } | { kind: 'edit'; node: TreeNode } | { kind: 'delete'; node: TreeNode };

/**
 * `treeview`: a node of a tree module (categories…) picked in a popup tree; the field shows the node's path. Nodes are
 * records of the related module: with its name (`link`) they can be added, edited and deleted from the popup, after
 * which the form reloads to get the new tree (SPEC §4).
 */
export function TreeviewControl({ property, value, error, readOnly, onChange, id, scope }: FieldProps) {
  const nodes = useMemo(() => property.treeview ?? [], [property.treeview]);
  const items = useMemo(() => treeItems(nodes), [nodes]);
  const path = treePath(nodes, value);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [nodeDialog, setNodeDialog] = useState<NodeDialog | null>(null);
  const notify = useNotify();
  const treeModule = readOnly ? undefined : property.link;
  const canAddRoot = property.treeview_configuration?.root_actions.includes('add') ?? false;
  const selectedNode = selected === null ? undefined : findNode(nodes, selected);

  const openPopup = () => {
    setSelected(path ? itemId(path[path.length - 1]!) : null);
    setOpen(true);
  };
  const choose = () => {
    if (selectedNode) onChange(selectedNode.value);
    setOpen(false);
  };
  const nodeChanged = () => {
    setNodeDialog(null);
    setOpen(false);
    void scope.form.reload();
  };
  const deleteNode = async (node: TreeNode) => {
    try {
      await formApi.remove(treeModule!, Number(node.value));
      notify({ message: messages.form.deleted, severity: 'success' });
      nodeChanged();
    } catch (failure) {
      setNodeDialog(null);
      notify({ message: failure instanceof ApiRequestError ? failure.message : messages.form.saveFailed, severity: 'error' });
    }
  };

  return (
    <>
      <TextField
        id={id}
        label={property.label}
        required={property.required}
        value={path ? pathLabel(path) : ''}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ?? property.helperText}
        onClick={readOnly ? undefined : openPopup}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-readonly': readOnly },
          input: {
            endAdornment: readOnly ? undefined : (
              <InputAdornment position="end">
                {path && !property.required && (
                  <IconButton
                    size="small"
                    aria-label={`${text.clear} : ${property.label}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(null);
                    }}
                  >
                    <Clear fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  aria-label={`${text.choose} : ${property.label}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    openPopup();
                  }}
                >
                  <AccountTree fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={false} slotProps={{ paper: { sx: { width: POPUP_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle>{formatMessage(text.treeTitle, { label: property.label })}</DialogTitle>
        <DialogContent dividers sx={{ height: POPUP_HEIGHT, p: 1 }}>
          {items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {messages.formScreen.noOptions}
            </Typography>
          ) : (
            <RichTreeView
              aria-label={property.label}
              items={items}
              selectedItems={selected}
              onSelectedItemsChange={(_event, next) => setSelected(next)}
              defaultExpandedItems={path ? path.slice(0, -1).map(itemId) : []}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1}>
            {treeModule && (
              <>
                <Button disabled={!selectedNode && !canAddRoot} onClick={() => setNodeDialog({ kind: 'add', parent: selectedNode ?? null })}>
                  {text.treeAdd}
                </Button>
                <Button disabled={!selectedNode} onClick={() => selectedNode && setNodeDialog({ kind: 'edit', node: selectedNode })}>
                  {text.treeEdit}
                </Button>
                <Button color="error" disabled={!selectedNode} onClick={() => selectedNode && setNodeDialog({ kind: 'delete', node: selectedNode })}>
                  {text.treeDelete}
                </Button>
              </>
            )}
          </Stack>
          <Box>
            <Button onClick={() => setOpen(false)}>{messages.formScreen.cancel}</Button>
            <Button variant="contained" disabled={!selectedNode} onClick={choose}>
              {text.choose}
            </Button>
          </Box>
        </DialogActions>
      </Dialog>
      {treeModule && nodeDialog?.kind === 'add' && (
        <FormDialog
          form={treeModule}
          params={nodeDialog.parent ? encodeParams({ parent: nodeDialog.parent.value }) : undefined}
          title={formatMessage(text.treeNewNode, { label: property.label })}
          onClose={() => setNodeDialog(null)}
          onSaved={nodeChanged}
        />
      )}
      {treeModule && nodeDialog?.kind === 'edit' && (
        <FormDialog form={treeModule} params={encodeParams({ id: nodeDialog.node.value })} title={nodeDialog.node.label} onClose={() => setNodeDialog(null)} onSaved={nodeChanged} onDeleted={nodeChanged} />
      )}
      {nodeDialog?.kind === 'delete' && (
        <QuestionDialog question={formatMessage(text.treeDeleteQuestion, { label: nodeDialog.node.label })} onClose={() => setNodeDialog(null)}>
          <Button onClick={() => setNodeDialog(null)}>{messages.formScreen.cancel}</Button>
          <Button variant="contained" color="error" onClick={() => void deleteNode(nodeDialog.node)}>
            {text.treeDelete}
          </Button>
        </QuestionDialog>
      )}
    </>
  );
}

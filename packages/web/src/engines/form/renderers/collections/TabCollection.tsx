import { type CollectionForm, conditionHolds, formatMessage, messages } from '@ossature/contract';
import AttachFile from '@mui/icons-material/AttachFile';
import Delete from '@mui/icons-material/Delete';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Badge, Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { LayoutForm } from '../../jsonforms/LayoutForm';
import type { RowState } from '../../state/form-state';
import { iconEntry } from '../../../../ui/icon-catalogue';
import { defaultRowLayout } from '../../jsonforms/to-uischema';
import type { CollectionProps } from './collection-entry';
import { CollectionFrame } from './CollectionFrame';
import { AttachRowsDialog } from './AttachRowsDialog';
import { newRow } from './new-row';
import { rowErrorCount } from './row-errors';
import { rowScope } from './row-scope';
import { rowTitle } from './title-template';

const text = messages.formCollections;

type ItemButton = NonNullable<CollectionForm['item_button']>;

/** The rows once an item button wrote its value into row `index` (and, exclusive, emptied it in the others). */
function withItemButton(rows: RowState[], index: number, { change_field: { field, value }, exclusive }: ItemButton): RowState[] {
  const emptied = typeof value === 'boolean' ? false : null;
  return rows.map((item, position) => {
    if (position === index) return { ...item, values: { ...item.values, [field]: value } };
    return exclusive ? { ...item, values: { ...item.values, [field]: emptied } } : item;
  });
}

/**
 * SPEC §2 tabbed collection: one tab per row, titled from the title template; a lock on protected rows; a red badge
 * counting the row's fields in error; the open row's form below, with its delete button and the collection's item
 * button when its condition holds on the row; an add button.
 */
export function TabCollection({ name, label, collectionForm, rows, scope }: CollectionProps) {
  const { form } = scope;
  const { state } = form;
  const [active, setActive] = useState(0);
  const current = Math.min(active, rows.length - 1);
  const layout = useMemo(() => collectionForm.layout ?? defaultRowLayout(collectionForm.properties), [collectionForm]);
  const editable = !scope.readOnly && !collectionForm.read_only;
  const row = rows[current];
  const rowLocked = Boolean(row?.protected);
  const itemButton = collectionForm.item_button;
  const ItemIcon = iconEntry(itemButton?.icon)?.Icon;

  const add = () => {
    form.setRows(name, [...rows, newRow(scope.rows, name)]);
    setActive(rows.length);
  };
  // SPEC §2: the attach button of a collection of documents, once the record exists: an item per file.
  const attach = collectionForm.attach;
  const [attaching, setAttaching] = useState(false);
  const attachFiles = (files: File[]) => {
    if (!attach) return;
    const title = (file: File) => (attach.title ? { [attach.title]: file.name.replace(/\.[^.]+$/, '') } : {});
    form.setRows(name, [...rows, ...files.map((file) => newRow(scope.rows, name, { [attach.file]: file, ...title(file) }))]);
    setActive(rows.length);
  };
  const remove = (index: number) => {
    form.setRows(name, rows.filter((_row, position) => position !== index));
    setActive(Math.max(0, index - 1));
  };

  return (
    <>
      {attaching && <AttachRowsDialog onClose={() => setAttaching(false)} onAttach={attachFiles} />}
      <CollectionFrame
        label={label}
        add={editable && collectionForm.can_add ? { label: text.add, onClick: add } : undefined}
        actions={
          editable && attach && state.description?.identifier !== null ? (
            <Button size="small" startIcon={<AttachFile />} onClick={() => setAttaching(true)}>
              {messages.documentScreen.attach}
            </Button>
          ) : undefined
        }
        empty={rows.length === 0}
      >
        <Tabs
          value={current}
          onChange={(_event, index: number) => setActive(index)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={formatMessage(text.tabsOf, { label })}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {rows.map((item, index) => {
            const errors = rowErrorCount(state.errors, name, index);
            const title = rowTitle(collectionForm.title_template, item, collectionForm.properties);
            const isLocked = Boolean(item.protected);
            return (
              <Tab
                key={item.key}
                data-error={errors > 0 ? '1' : '0'}
                sx={errors > 0 ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
                icon={isLocked ? <LockOutlined fontSize="small" titleAccess={text.protectedRow} /> : undefined}
                iconPosition="start"
                label={
                  errors > 0 ? (
                    <Badge
                      badgeContent={errors}
                      color="error"
                      slotProps={{ badge: { 'aria-label': formatMessage(text.rowErrors, { count: errors }) } }}
                      sx={{ '& .MuiBadge-badge': { right: -10 } }}
                    >
                      {title}
                    </Badge>
                  ) : (
                    title
                  )
                }
              />
            );
          })}
        </Tabs>
        {row && (
          <Box role="tabpanel" sx={{ pt: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mb: 1 }}>
              {editable && !rowLocked && itemButton && conditionHolds(itemButton.display_condition, row.values) && (
                <Button size="small" startIcon={ItemIcon ? <ItemIcon /> : undefined} onClick={() => form.setRows(name, withItemButton(rows, current, itemButton))}>
                  {itemButton.title}
                </Button>
              )}
              {editable && collectionForm.can_delete && !rowLocked && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<Delete />}
                  aria-label={formatMessage(text.deleteRow, { title: rowTitle(collectionForm.title_template, row, collectionForm.properties) })}
                  onClick={() => remove(current)}
                >
                  {text.delete}
                </Button>
              )}
            </Stack>
            <LayoutForm key={row.key} layout={layout} scope={rowScope(scope, name, collectionForm, row, current, rowLocked)} />
          </Box>
        )}
      </CollectionFrame>
    </>
  );
}

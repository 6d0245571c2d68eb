import { type UiElement, formatMessage, messages } from '@ossature/contract';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Delete from '@mui/icons-material/Delete';
import { Box, Button, Card, CardActions, CardContent, Chip, IconButton, Typography } from '@mui/material';
import { type ChangeEvent, type DragEvent, useMemo } from 'react';
import { LayoutForm } from '../../jsonforms/LayoutForm';
import type { RowState } from '../../state/form-state';
import type { FormScope } from '../../view/form-scope';
import { cellText } from './cell-text';
import type { CollectionProps } from './collection-entry';
import { CollectionFrame } from './CollectionFrame';
import { newRow } from './new-row';
import { acceptedImages, isNeverUpdated } from './gallery-items';
import { rowErrorCount } from './row-errors';
import { moveRow } from './row-order';
import { rowScope } from './row-scope';
import { useFileUrl } from './use-file-url';

const text = messages.formCollections;

/** SPEC §9: the gallery has 4 columns, on mobile too. */
const GALLERY_COLUMNS = 4;

interface ItemProps {
  row: RowState;
  index: number;
  count: number;
  name: string;
  imageField: string;
  layout: UiElement;
  collectionForm: CollectionProps['collectionForm'];
  scope: FormScope;
  editable: boolean;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** One item of the gallery: its image, a 'new' mark, its other fields, and its moves and delete. */
function GalleryItem({ row, index, count, name, imageField, layout, collectionForm, scope, editable, onMove, onRemove }: ItemProps) {
  const image = row.values[imageField];
  const url = useFileUrl(image);
  const position = index + 1;
  const imageName = cellText(collectionForm.properties[imageField], image) || formatMessage(text.imageOf, { index: position });
  const imageError = scope.form.state.errors[`${name}.${index}.${imageField}`];
  const inError = rowErrorCount(scope.form.state.errors, name, index) > 0;
  return (
    <Card variant="outlined" role="listitem" aria-label={formatMessage(text.imageOf, { index: position })} sx={inError ? { borderColor: 'error.main' } : undefined}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        {url && <Box component="img" src={url} alt={imageName} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
        {isNeverUpdated(row) && <Chip label={text.neverUpdated} color="primary" size="small" sx={{ position: 'absolute', top: 8, left: 8 }} />}
      </Box>
      <CardContent sx={{ p: 1.5 }}>
        <Typography variant="caption" color={imageError ? 'error' : 'text.secondary'} sx={{ display: 'block', overflowWrap: 'anywhere', mb: 1 }}>
          {imageError ?? imageName}
        </Typography>
        <LayoutForm key={row.key} layout={layout} scope={rowScope(scope, name, collectionForm, row, index)} />
      </CardContent>
      {editable && (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          {collectionForm.ordered && (
            <>
              <IconButton size="small" aria-label={formatMessage(text.moveBefore, { index: position })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                <ChevronLeft fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={formatMessage(text.moveAfter, { index: position })} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
                <ChevronRight fontSize="small" />
              </IconButton>
            </>
          )}
          {collectionForm.can_delete && (
            <IconButton size="small" color="error" aria-label={formatMessage(text.deleteImage, { index: position })} onClick={() => onRemove(index)}>
              <Delete fontSize="small" />
            </IconButton>
          )}
        </CardActions>
      )}
    </Card>
  );
}

/**
 * SPEC §2 grid gallery: 4 columns of items, each its image (image_field) above its other fields. Images are added by
 * choosing or dropping files (uploaded when the form is saved); items never updated show as new (SPEC §5).
 */
export function GridCollection({ name, label, collectionForm, rows, scope }: CollectionProps) {
  const { form } = scope;
  const imageField = collectionForm.image_field ?? '';
  const editable = !scope.readOnly && !collectionForm.read_only;
  // The image shows above; the item's other fields below it.
  const layout = useMemo<UiElement>(
    () => ({
      type: 'VerticalLayout',
      elements: Object.values(collectionForm.properties)
        .filter((property) => property.name !== imageField && property.type !== 'hidden')
        .map((property) => ({ type: 'Control', scope: `#/properties/${property.name}` })),
    }),
    [collectionForm, imageField],
  );

  const addFiles = (files: Iterable<File>) => {
    const images = acceptedImages(files);
    if (images.length === 0) return;
    form.setRows(name, [...rows, ...images.map((file) => newRow(scope.rows, name, { [imageField]: file }))]);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(event.target.files ?? []);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    if (!editable || !collectionForm.can_add) return;
    event.preventDefault();
    addFiles(event.dataTransfer.files);
  };

  return (
    <CollectionFrame
      label={label}
      actions={
        editable && collectionForm.can_add ? (
          <Button size="small" component="label" startIcon={<AddPhotoAlternate />}>
            {text.addImage}
            <input type="file" accept="image/*" multiple hidden onChange={onPick} />
          </Button>
        ) : undefined
      }
    >
      <Box onDragOver={(event) => editable && collectionForm.can_add && event.preventDefault()} onDrop={onDrop}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{text.empty}</Typography>
        ) : (
          <Box role="list" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: `repeat(${GALLERY_COLUMNS}, minmax(0, 1fr))`, gap: { xs: 1, md: 2 } }}>
            {rows.map((row, index) => (
              <GalleryItem
                key={row.key}
                row={row}
                index={index}
                count={rows.length}
                name={name}
                imageField={imageField}
                layout={layout}
                collectionForm={collectionForm}
                scope={scope}
                editable={editable}
                onMove={(from, to) => form.setRows(name, moveRow(rows, from, to))}
                onRemove={(removed) => form.setRows(name, rows.filter((_row, position) => position !== removed))}
              />
            ))}
          </Box>
        )}
      </Box>
    </CollectionFrame>
  );
}

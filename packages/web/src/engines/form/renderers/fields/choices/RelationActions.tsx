import { type FormResponse, type Property, encodeParams, formatMessage, messages } from '@ossature/contract';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../../view/FormDialog';
import { newRecordParams } from '../../../rules/new-record-params';

/** Where a record lives in the app: /front/form/{form}/{base64(id=N)}. */
export const recordUrl = (form: string, id: number) => `/front/form/${form}/${encodeURIComponent(encodeParams({ id }))}`;

interface RelationActionsProps {
  property: Property;
  /** The related record a link opens, when the value is one. */
  linkedId: number | null;
  linkedLabel: string;
  readOnly: boolean;
  /** The values beside the relation (its row's, or the record's): a new record's new_params read them. */
  values: Record<string, unknown>;
  /** A record was created inline (the select takes it) or the linked one saved (its label may have changed). */
  onCreated(response: FormResponse): void;
  onLinkedSaved(response: FormResponse): void;
}

/**
 * The buttons beside a relation: open the related record in a large dialog or a new window (when the value is a
 * positive id and the property links a form), and create a new related record inline (when it names new_form),
 * opened with the values new_params takes from beside the relation.
 * `linkNewTab` chooses one way to open it (SPEC §3): true, a new window only; false, the dialog only; absent, both.
 */
export function RelationActions({ property, linkedId, linkedLabel, readOnly, values, onCreated, onLinkedSaved }: RelationActionsProps) {
  const [dialog, setDialog] = useState<'link' | 'new' | null>(null);
  const text = messages.formScreen;
  const link = property.link && linkedId !== null ? { form: property.link, id: linkedId } : null;
  const newForm = !readOnly ? property.new_form : undefined;
  if (!link && !newForm) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
      {link && (
        <>
          {property.linkNewTab !== true && (
            <Tooltip title={text.openRecord}>
              <IconButton size="small" aria-label={`${text.openRecord} : ${linkedLabel}`} onClick={() => setDialog('link')}>
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {property.linkNewTab !== false && (
            <Tooltip title={text.openInNewWindow}>
              <IconButton
                size="small"
                aria-label={`${text.openInNewWindow} : ${linkedLabel}`}
                component="a"
                href={recordUrl(link.form, link.id)}
                target="_blank"
                rel="noopener"
              >
                <OpenInNew fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
      {newForm && (
        <Tooltip title={messages.formChoices.newEntry}>
          <IconButton size="small" aria-label={`${messages.formChoices.newEntry} : ${property.label}`} onClick={() => setDialog('new')}>
            <AddCircleOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {dialog === 'link' && link && (
        <FormDialog
          form={link.form}
          params={encodeParams({ id: link.id })}
          title={linkedLabel}
          onClose={() => setDialog(null)}
          onSaved={onLinkedSaved}
        />
      )}
      {dialog === 'new' && newForm && (
        <FormDialog
          form={newForm}
          params={newRecordParams(property.new_params, values)}
          title={formatMessage(text.newRecordTitle, { title: property.label })}
          onClose={() => setDialog(null)}
          onSaved={(response) => {
            setDialog(null);
            onCreated(response);
          }}
        />
      )}
    </Stack>
  );
}

import { messages } from '@ossature/contract';
import { Card, CardContent, CardHeader } from '@mui/material';
import { AttachmentList } from '../../../../side/documents/AttachmentList';
import { useFormScope } from '../../view/form-scope';

/** SPEC §2 'CardAttachments': the record's documents inside the form, as the side drawer shows them. A new record has none. */
export function AttachmentsCard() {
  const { form } = useFormScope();
  const description = form.state.description!;
  if (description.identifier === null || !description.side_tools.includes('documents')) return null;
  return (
    <Card variant="outlined" component="section" aria-label={messages.sideTools.documents}>
      <CardHeader title={messages.sideTools.documents} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }} />
      <CardContent>
        <AttachmentList objectName={description.name} objectId={description.identifier} readOnly={description.read_only} />
      </CardContent>
    </Card>
  );
}

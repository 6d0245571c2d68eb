import { messages } from '@ossature/contract';
import { Card, CardContent, CardHeader } from '@mui/material';
import { CommentThread } from '../../../../side/comments/CommentThread';
import { useFormScope } from '../../view/form-scope';

/** SPEC §2 'CardComments': the record's comments inside the form, as the side drawer shows them. A new record has none. */
export function CommentsCard() {
  const { form } = useFormScope();
  const description = form.state.description!;
  if (description.identifier === null || !description.side_tools.includes('comments')) return null;
  return (
    <Card variant="outlined" component="section" aria-label={messages.sideTools.comments}>
      <CardHeader title={messages.sideTools.comments} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }} />
      <CardContent>
        <CommentThread objectName={description.name} objectId={description.identifier} readOnly={description.read_only} />
      </CardContent>
    </Card>
  );
}

import { messages } from '@ossature/contract';
import { Card, CardContent, CardHeader } from '@mui/material';
import { HistoryList } from '../../../../side/history/HistoryList';
import { useFormScope } from '../../view/form-scope';

/** SPEC §2 'CardHistory': the record's history inline. A new record has none. */
export function HistoryCard() {
  const { form } = useFormScope();
  const description = form.state.description!;
  if (description.identifier === null) return null;
  return (
    <Card variant="outlined" component="section" aria-label={messages.formScreen.history}>
      <CardHeader title={messages.formScreen.history} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }} />
      <CardContent>
        {/* A save gives a new version: the list is read again and shows the new entry. */}
        <HistoryList key={description.version ?? 0} table={description.table} identifier={description.identifier} />
      </CardContent>
    </Card>
  );
}

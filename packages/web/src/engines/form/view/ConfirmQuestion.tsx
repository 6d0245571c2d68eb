import { messages } from '@ossature/contract';
import { Button, Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import type { DialogChoice, DialogRequest } from '../state/form-dialogs-state';

type ConfirmRequest = Extract<DialogRequest, { kind: 'confirm' }>;

/**
 * An action button's confirmation (SPEC §3 Button.confirm): its question and answers; with a `setting`, a box to stop
 * being asked, which makes the answer 'always'.
 */
export function ConfirmQuestion({ request, answer, close }: { request: ConfirmRequest; answer(choice: DialogChoice): void; close(): void }) {
  const [always, setAlways] = useState(false);
  const extra = request.setting ? (
    <FormControlLabel control={<Checkbox checked={always} onChange={(event) => setAlways(event.target.checked)} />} label={messages.formScreen.dontAskAgain} sx={{ mt: 1 }} />
  ) : undefined;
  return (
    <QuestionDialog question={request.content} onClose={close} extra={extra}>
      <Button onClick={close}>{request.cancel}</Button>
      <Button variant="contained" onClick={() => answer(always ? 'always' : 'confirm')}>
        {request.accept}
      </Button>
    </QuestionDialog>
  );
}

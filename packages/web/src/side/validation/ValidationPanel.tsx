import { type RecordValidation, type ValidationAction, VALIDATION_COMMENT_MAX, encodeParams, formatMessage, messages } from '@ossature/contract';
import { Alert, Box, Button, Chip, CircularProgress, FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useFormDialog } from '../../ui/form-dialog-slot';
import { useNotify } from '../../ui/notifications';
import { type ValidationTarget, validationApi, validationKey } from './validation-api';

const text = messages.validation;
const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');
const STATUS_COLOURS = { ACTIVE: 'info', DONE: 'success', REFUSED: 'error' } as const;

/** The validator's decision: 'Valider' or 'Refuser', a comment, 'Enregistrer' (SPEC §2, §4 process actions). */
function DecisionForm({ onDecide }: { onDecide(action: ValidationAction, comment: string): Promise<void> }) {
  const [action, setAction] = useState<ValidationAction | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ mt: 2 }}>
      <FormControl>
        <FormLabel id="validation-decision">{text.decision}</FormLabel>
        <RadioGroup row aria-labelledby="validation-decision" value={action ?? ''} onChange={(event) => setAction(event.target.value as ValidationAction)}>
          <FormControlLabel value="__process_validate" control={<Radio />} label={text.validate} />
          <FormControlLabel value="__process_refuse" control={<Radio />} label={text.refuse} />
        </RadioGroup>
      </FormControl>
      <TextField label={text.comment} value={comment} onChange={(event) => setComment(event.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: VALIDATION_COMMENT_MAX } }} sx={{ my: 1 }} />
      <Button
        variant="contained"
        disabled={action === null || sending}
        onClick={() => {
          setSending(true);
          void onDecide(action!, comment.trim()).finally(() => setSending(false));
        }}
      >
        {text.save}
      </Button>
    </Box>
  );
}

/** SPEC §2: the request is the form validation_workflow, for the record (object_name, object_id), a new request (id 0). */
const VALIDATION_FORM = 'validation_workflow';
const requestParams = (target: ValidationTarget) => encodeParams({ object_name: target.objectName, object_id: target.objectId, id: 0 });

/**
 * The 'Workflow de validation' drawer (SPEC §2, §4 Workflow, §6): the record's last request and where it stands, who
 * validates the active step and the decisions taken; the validator decides here, anyone else reads why the record is
 * locked; a record that calls for a validation offers 'Demande de validation', the form validation_workflow in the form
 * engine's dialog (Annuler / Valider).
 */
export function ValidationPanel({ target, readOnly, onRecordChanged }: { target: ValidationTarget; readOnly: boolean; onRecordChanged(): void }) {
  const key = validationKey(target);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const FormDialog = useFormDialog();
  const validation = useQuery({ queryKey: key, queryFn: ({ signal }) => validationApi.state(target, signal) });
  const [requesting, setRequesting] = useState(false);
  const changed = (answer: RecordValidation, message: string) => {
    queryClient.setQueryData(key, answer);
    notify({ message, severity: 'success' });
    onRecordChanged();
  };

  if (validation.isPending) return <CircularProgress size={24} aria-label={text.loading} />;
  if (validation.isError) return <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>;
  const state = validation.data;
  const request = state.validation;
  const active = request?.status === 'ACTIVE';

  return (
    <Box>
      {!request && <Typography color="text.secondary">{state.required ? text.none : text.notNeeded}</Typography>}
      {request && (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip color={STATUS_COLOURS[request.status]} label={text.statuses[request.status]} />
            <Typography variant="body2">{formatMessage(text.requestedBy, { name: request.createdBy.name, date: when(request.created_at) })}</Typography>
          </Stack>
          {request.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
              {request.comment}
            </Typography>
          )}
          {state.active_step && (
            <Alert severity="info" sx={{ mb: 1 }}>
              <Typography variant="body2" fontWeight={600}>
                {formatMessage(text.activeStep, { label: state.active_step.label })} ({text.stepTypes[state.active_step.type]})
              </Typography>
              <Typography variant="body2">{formatMessage(text.validators, { names: state.active_step.users.map((user) => user.name).join(', ') })}</Typography>
            </Alert>
          )}
          {request.decisions.length > 0 && (
            <List dense aria-label={text.decisions}>
              {request.decisions.map((decision) => (
                <ListItem key={`${decision.step_index}-${decision.decided_at}`} disableGutters>
                  <ListItemText
                    primary={`${decision.label} — ${formatMessage(text.decided, { decision: text.decisionNames[decision.decision], name: decision.decidedBy.name, date: when(decision.decided_at) })}`}
                    secondary={decision.comment}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
      {active && !state.user_can_validate && state.lock_message && <Alert severity="warning">{state.lock_message}</Alert>}
      {active && state.user_can_validate && (
        <DecisionForm
          onDecide={async (action, comment) => {
            try {
              changed(await validationApi.process(target, action, comment), action === '__process_validate' ? text.validated : text.refused);
            } catch (error) {
              notify({ message: (error as Error).message, severity: 'error' });
            }
          }}
        />
      )}
      {!active && state.required && !readOnly && (
        <Button variant="contained" onClick={() => setRequesting(true)} sx={{ mt: 2 }}>
          {text.requestTitle}
        </Button>
      )}
      {requesting && (
        <FormDialog
          form={VALIDATION_FORM}
          params={requestParams(target)}
          title={text.requestTitle}
          maxWidth="sm"
          cancelLabel={text.cancel}
          onClose={() => setRequesting(false)}
          onSaved={() => {
            // The form engine has said 'Demande de validation envoyée'; the drawer and the form read the record again.
            setRequesting(false);
            void queryClient.invalidateQueries({ queryKey: key });
            onRecordChanged();
          }}
        />
      )}
    </Box>
  );
}

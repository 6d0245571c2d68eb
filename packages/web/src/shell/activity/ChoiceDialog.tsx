import { type TimeLoggingActivity, formatMessage, messages } from '@ossature/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { clockText } from './activity-time';

const text = messages.timeLogging;

interface ChoiceDialogProps {
  activity: TimeLoggingActivity;
  onCancel(): void;
  onStart(value: string): void;
}

/**
 * SPEC §4: starting an activity with choices asks which one, titled with its choice_title; each choice shows its time
 * today. 'Démarrer' once one is chosen (Enter from the list does it too).
 */
export function ChoiceDialog({ activity, onCancel, onStart }: ChoiceDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== null) onStart(value);
        }}
      >
        <DialogTitle id={titleId}>{activity.choice_title}</DialogTitle>
        <DialogContent>
          <RadioGroup aria-labelledby={titleId} value={value ?? ''} onChange={(_event, chosen) => setValue(chosen)}>
            {(activity.choices ?? []).map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio />}
                label={
                  <>
                    {choice.label}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                      {formatMessage(text.today, { time: clockText(choice.spend_time, false) })}
                    </Typography>
                  </>
                }
                sx={{ py: 0.5 }}
              />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={value === null}>
            {text.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

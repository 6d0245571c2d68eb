import { type TimeLoggingActivity, type TimeLoggingRequest, type TimeLoggingState, formatMessage, messages } from '@ossature/contract';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import StopCircle from '@mui/icons-material/StopCircle';
import { Alert, Box, IconButton, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { barPercent, clockText } from './activity-time';
import { ChoiceDialog } from './ChoiceDialog';

const text = messages.timeLogging;

/** The running choice's label beside its activity's name ('Projets : Formation interne'). */
const nameOf = (activity: TimeLoggingActivity) => {
  const choice = activity.choices?.find((candidate) => candidate.active);
  return choice ? `${activity.name} : ${choice.label}` : activity.name;
};

interface ActivityRowProps {
  activity: TimeLoggingActivity;
  /** Seconds gone since the answer, on the server's clock: the running activity's time goes on. */
  sinceAnswer: number;
  pending: boolean;
  onToggle(): void;
}

function ActivityRow({ activity, sinceAnswer, pending, onToggle }: ActivityRowProps) {
  const name = nameOf(activity);
  const seconds = activity.spend_time + (activity.active ? sinceAnswer : 0);
  const time = clockText(seconds, false);
  return (
    <ListItem
      secondaryAction={
        <IconButton
          edge="end"
          color={activity.active ? 'error' : 'primary'}
          aria-label={formatMessage(activity.active ? text.stop : text.start, { name: activity.name })}
          // Not disabled while a change is under way: the button would lose the keyboard's focus.
          onClick={() => !pending && onToggle()}
          aria-busy={pending}
        >
          {activity.active ? <StopCircle /> : <PlayCircleOutline />}
        </IconButton>
      }
      sx={{ pr: 7 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: activity.active ? 600 : 400 }}>
            {name}
          </Typography>
          <Typography variant="body2" color={activity.active ? 'primary' : 'text.secondary'} sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="activity-time">
            {time}
          </Typography>
        </Box>
        <LinearProgress variant="determinate" value={barPercent(seconds)} aria-label={formatMessage(text.todayOf, { name: activity.name })} aria-valuetext={time} />
      </Box>
    </ListItem>
  );
}

interface ActivityListProps {
  state: TimeLoggingState;
  sinceAnswer: number;
  pending: boolean;
  onChange(request: TimeLoggingRequest): void;
}

/**
 * The popover's activities (SPEC §2, §4, §9): each one's time today, its bar against a day of 8 hours, and a button
 * that starts or stops it; one with choices asks which first. A notice says when time stayed out of a validated
 * timesheet today.
 */
export function ActivityList({ state, sinceAnswer, pending, onChange }: ActivityListProps) {
  const [choosing, setChoosing] = useState<TimeLoggingActivity | null>(null);
  const toggle = (activity: TimeLoggingActivity) => {
    if (activity.active) onChange({ stop: true, status: activity.id });
    else if (activity.choices?.length) setChoosing(activity);
    else onChange({ status: activity.id });
  };
  return (
    <>
      {state.notice && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {state.notice}
        </Alert>
      )}
      <List aria-label={text.title} sx={{ pb: 1 }}>
        {state.activities.map((activity) => (
          <ActivityRow key={activity.id} activity={activity} sinceAnswer={sinceAnswer} pending={pending} onToggle={() => toggle(activity)} />
        ))}
      </List>
      {choosing && (
        <ChoiceDialog
          activity={choosing}
          onCancel={() => setChoosing(null)}
          onStart={(value) => {
            setChoosing(null);
            onChange({ status: choosing.id, value });
          }}
        />
      )}
    </>
  );
}

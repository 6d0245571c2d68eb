import { type TimeLoggingActivity, type TimeLoggingRequest, type TimeLoggingRunning, formatMessage, messages } from '@ossature/contract';
import Timer from '@mui/icons-material/Timer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/use-realtime-event';
import { useRealtimeResync } from '../../realtime/use-realtime-resync';
import { useNotify } from '../../ui/notifications';
import { TopBarPopover } from '../topbar/TopBarPopover';
import { TIME_LOGGING_KEY, timeLoggingApi } from './activity-api';
import { clockText, runningSeconds, secondsSinceAnswer } from './activity-time';
import { ActivityList } from './ActivityList';
import { useTick } from './use-tick';
import { currentWorkstation } from './workstation';

const text = messages.timeLogging;
const POPOVER_WIDTH = 380;

/** What runs, in words: 'Projets : Formation interne'. */
function runningName(activities: TimeLoggingActivity[], running: TimeLoggingRunning): string {
  const activity = activities.find((candidate) => candidate.id === running.activity);
  const choice = activity?.choices?.find((candidate) => candidate.value === running.value);
  return choice ? `${activity!.name} : ${choice.label}` : (activity?.name ?? running.activity);
}

/**
 * SPEC §2 top bar activity popover, §4 Activity widget: a timer showing, while an activity runs, its time ticking each
 * second (from its start on the server's clock, not the browser's); the popover lists the activities to start or stop.
 * The workstation kept in session storage under `workstation` (see workstation.ts) goes with each change. Another tab
 * of the user changing them is heard (TIME_LOGGING_UPDATED). Nothing shows for a user linked to no employee.
 */
export function ActivityButton() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({ queryKey: TIME_LOGGING_KEY, queryFn: ({ signal }) => timeLoggingApi.state(signal) });
  useRealtimeEvent('TIME_LOGGING_UPDATED', () => void queryClient.invalidateQueries({ queryKey: TIME_LOGGING_KEY }));
  useRealtimeResync([TIME_LOGGING_KEY]);
  const change = useMutation({
    mutationFn: (request: TimeLoggingRequest) => {
      const workstation = currentWorkstation();
      return timeLoggingApi.change(workstation ? { ...request, workstation } : request);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(TIME_LOGGING_KEY, answer);
      if (answer.carry_notice) notify({ message: answer.carry_notice, severity: 'warning' });
    },
    onError: (error) => notify({ message: formatMessage(text.changeFailed, { message: error.message }), severity: 'error' }),
  });
  const state = query.data;
  const running = state?.running ?? null;
  const now = useTick(running !== null);
  if (!state || state.activities.length === 0) return null;
  const sinceAnswer = secondsSinceAnswer(now, query.dataUpdatedAt);
  const elapsed = running ? clockText(runningSeconds(running.started_at, state.server_now, sinceAnswer), true) : undefined;
  const label = running && elapsed ? formatMessage(text.buttonRunning, { elapsed, name: runningName(state.activities, running) }) : text.button;
  return (
    <TopBarPopover label={label} count={0} color="primary" icon={<Timer />} text={elapsed} title={text.title} width={POPOVER_WIDTH}>
      {() => <ActivityList state={state} sinceAnswer={sinceAnswer} pending={change.isPending} onChange={(request) => change.mutate(request)} />}
    </TopBarPopover>
  );
}

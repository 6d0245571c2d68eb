import { messages } from '@ossature/contract';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { QuestionDialog } from '../../../ui/QuestionDialog';
import { changesHandled } from '../rules/changes-handled';

const text = messages.formScreen;

/**
 * Leaving a form with changes asks first (SPEC §4): inside the app through the router's blocker, and the browser's
 * own prompt when the tab closes or reloads (a draft is kept either way).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !changesHandled(nextLocation.state),
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <QuestionDialog question={text.leaveQuestion} onClose={() => blocker.reset()}>
      <Button onClick={() => blocker.reset()}>{text.stay}</Button>
      <Button variant="contained" color="warning" onClick={() => blocker.proceed()}>
        {text.leave}
      </Button>
    </QuestionDialog>
  );
}

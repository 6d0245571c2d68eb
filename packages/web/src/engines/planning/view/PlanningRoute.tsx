import { messages } from '@ossature/contract';
import { Alert, Button, LinearProgress } from '@mui/material';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-client';
import { NotFoundPage } from '../../../shell/NotFoundPage';
import { usePlanningController } from '../state/use-planning-controller';
import { PlanningScreen } from './PlanningScreen';

const text = messages.planning;

/** /planning/{identifier}: a progress bar until the first span arrives, the not-found page for an unknown planning. */
export function PlanningRoute() {
  const { identifier = '' } = useParams();
  return <PlanningLoader key={identifier} name={identifier} />;
}

function PlanningLoader({ name }: { name: string }) {
  const planning = usePlanningController(name);
  if (!planning.planning) {
    if (planning.error instanceof ApiRequestError && planning.error.status === 404) return <NotFoundPage />;
    if (planning.error) {
      // Filters kept for the tab that the planning no longer offers are refused: the user can drop them here.
      const filtered = Object.values(planning.query.filters).some((value) => value !== '');
      return (
        <Alert
          severity="error"
          action={
            filtered ? (
              <Button color="inherit" size="small" onClick={planning.clearFilters}>
                {text.clearFilters}
              </Button>
            ) : undefined
          }
        >
          {planning.error instanceof ApiRequestError ? planning.error.message : text.loadFailed}
        </Alert>
      );
    }
    return <LinearProgress aria-label={text.loading} />;
  }
  return (
    <>
      {planning.error && <Alert severity="error">{text.loadFailed}</Alert>}
      <PlanningScreen planning={planning} />
    </>
  );
}

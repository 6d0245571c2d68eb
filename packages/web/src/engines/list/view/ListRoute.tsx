import { messages } from '@ossature/contract';
import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../api/api-client';
import { NotFoundPage } from '../../../shell/NotFoundPage';
import { listDefinitionQuery } from '../list-definition-query';
import { ListScreen } from './ListScreen';

/** /list/{domain}/{params}: a progress bar while the list's definition loads, the not-found page for an unknown list. */
export function ListRoute() {
  const { domain = '', params } = useParams();
  const definition = useQuery(listDefinitionQuery(domain, params));
  if (definition.isPending) return <LinearProgress aria-label={messages.list.loading} />;
  if (definition.isError) {
    const status = definition.error instanceof ApiRequestError ? definition.error.status : 0;
    return <NotFoundPage message={status === 404 ? undefined : definition.error.message} />;
  }
  // A new key per list: nothing of one list's state leaks into the next one's.
  return <ListScreen key={`${domain}/${params ?? ''}`} domain={domain} params={params} definition={definition.data} />;
}

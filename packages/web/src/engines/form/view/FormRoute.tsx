import { InvalidParamsError, decodeParams } from '@ossature/contract';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../shell/NotFoundPage';
import { templateOf } from '../templates/form-templates';

/** /form/{form}/{params}: the form's template over its params (base64 of a query string; default_tab_name). */
export function FormRoute() {
  const { form = '', params } = useParams();
  let defaultTab: string | null;
  try {
    defaultTab = decodeParams(params).get('default_tab_name');
  } catch (error) {
    if (error instanceof InvalidParamsError) return <NotFoundPage />;
    throw error;
  }
  const Template = templateOf(form);
  // A new key per record: nothing of one record's screen state leaks into the next one's.
  return <Template key={`${form}/${params ?? ''}`} name={form} params={params} defaultTab={defaultTab} />;
}

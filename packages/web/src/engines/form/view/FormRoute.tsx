import { InvalidParamsError, decodeParams } from '@ossature/contract';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../shell/NotFoundPage';
import { templateOf } from '../templates/form-templates';

/**
 * /form/{form}/{params}: the form's template over its params (base64 of a query string): default_tab_name opens a
 * tab, return_url (an app path whose last segment holds the {values} placeholder) offers 'Enregistrer et revenir'.
 */
export function FormRoute() {
  const { form = '', params } = useParams();
  let defaultTab: string | null;
  let returnUrl: string | null;
  try {
    const query = decodeParams(params);
    defaultTab = query.get('default_tab_name');
    // An app path only: a crafted link must not send the user elsewhere after saving.
    returnUrl = query.get('return_url')?.match(/^\/(?!\/)/) ? query.get('return_url') : null;
  } catch (error) {
    if (error instanceof InvalidParamsError) return <NotFoundPage />;
    throw error;
  }
  const Template = templateOf(form);
  // A new key per record: nothing of one record's screen state leaks into the next one's.
  return <Template key={`${form}/${params ?? ''}`} name={form} params={params} defaultTab={defaultTab} returnUrl={returnUrl} />;
}

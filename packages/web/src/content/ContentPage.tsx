import { Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingScreen } from '../shell/LoadingScreen';
import { pageModule } from './page-modules';

/** /content/{tab}/{params?}: renders the page module of that name; an unknown name throws to the error screen. */
export function ContentPage() {
  const { tab = '' } = useParams();
  const Page = pageModule(tab);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

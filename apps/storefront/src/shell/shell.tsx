import { Spinner } from '@sajilo/ui';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

/** The page frame: header, the routed page (lazily loaded, `Loading` meanwhile), footer. */
export function Shell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <Spinner label="Loading" /> : null}
      <main id="main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}

// docs/customer.md §2: pages load on demand with the fallback text Loading, and an orange bar runs along the
// top of the page meanwhile. With the data router the previous page stays on screen while the next route's
// chunk loads, so the bar and a polite "Loading" status are the fallback.
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { useNavigation } from 'react-router-dom';
import styles from './route-progress.module.css';

export function RouteProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <>
      <div className={styles.track} data-active={loading || undefined} aria-hidden="true">
        <div className={styles.bar} />
      </div>
      <VisuallyHidden role="status">{loading ? t`Loading` : ''}</VisuallyHidden>
    </>
  );
}

// docs/browsing.md §2.8 "Showrooms" (/showrooms): cards (title, image, summary) opening /showrooms/{slug} in
// a new tab.
import { useLingui } from '@lingui/react/macro';
import type { Showroom } from '@sajilo/api';
import { useShowroomsQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { RecordSeo } from '../components/record-seo.js';
import { ContentPage } from '../content/content-page.js';
import { ShowroomCard } from '../content/showroom-card.js';
import styles from '../content/showroom-grid.module.css';

const EMPTY: readonly Showroom[] = [];

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useShowroomsQuery();
  const showrooms = data?.showrooms ?? EMPTY;
  return (
    <ContentPage title={t`Showrooms`}>
      <RecordSeo
        record="showrooms"
        title={t`Showrooms`}
        description={t`Visit Sajilo's showrooms in Kathmandu to see tiles, sanitaryware, bath ware and lighting on display.`}
      />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {showrooms.length === 0 ? (
          <EmptyState title={t`No showroom found`} />
        ) : (
          <ul className={styles.grid} aria-label={t`Showrooms`}>
            {showrooms.map((showroom, index) => (
              <li key={showroom.slug}>
                <ShowroomCard showroom={showroom} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ContentPage>
  );
}

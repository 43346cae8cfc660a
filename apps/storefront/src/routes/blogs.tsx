// docs/browsing.md §2.11 Blog list (/blogs): a featured area (the newest post), an 'Explore More' heading and
// cards; empty: 'No Blog Found'; 'Loading' while fetching.
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogSummary } from '@sajilo/api';
import { useBlogsQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { RecordSeo } from '../components/record-seo.js';
import { BlogCard } from '../content/blog-card.js';
import styles from '../content/blog-list.module.css';
import { ContentPage } from '../content/content-page.js';
import { FeaturedBlog } from '../content/featured-blog.js';

const EMPTY: readonly BlogSummary[] = [];

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useBlogsQuery(undefined);
  const [featured, ...others] = data?.blogs ?? EMPTY;
  return (
    <ContentPage title={t`Blogs`}>
      <RecordSeo
        record="blogs"
        title={t`Blogs`}
        description={t`Buying guides and ideas for tiles, sanitaryware, bath ware, kitchens and lighting from Sajilo.`}
      />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {featured ? (
          <div className={styles.list}>
            <FeaturedBlog blog={featured} />
            {others.length > 0 ? (
              <section aria-labelledby="explore-more-heading">
                <h2 id="explore-more-heading" className={styles.heading}>
                  <Trans>Explore More</Trans>
                </h2>
                <ul className={styles.grid}>
                  {others.map((blog) => (
                    <li key={blog.slug}>
                      <BlogCard blog={blog} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : (
          <EmptyState title={t`No Blog Found`} />
        )}
      </QueryState>
    </ContentPage>
  );
}

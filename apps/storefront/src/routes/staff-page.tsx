// A page the shop's staff made in the back office (/pages/{slug}, docs/back-office.md "Pages"): the
// common content chrome (title band with breadcrumbs), the page's picture when it has one and its HTML body;
// title, meta and canonical from the page record like the policy pages'. An unknown address, and the record
// of one of the storefront's own pages (built in: it has its own route), render not found with HTTP 404.
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, usePageQuery } from '@sajilo/store';
import { EmptyState, ResponsiveImage, RichText } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { QueryState } from '../components/query-state.js';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo.js';
import { ContentPage } from '../content/content-page.js';
import styles from '../content/policy-body.module.css';

export function Component() {
  const { t } = useLingui();
  const { pageId = '' } = useParams();
  // `currentData` belongs to this slug: a link to another page never shows this one's body.
  const { currentData, isFetching, error, refetch } = usePageQuery(pageId);
  const text = usePageRecordText(currentData?.page);
  const page = currentData?.page;
  const notFound = isNotFound(error) || page?.built_in === true;
  usePageStatus(recordStatus(currentData, error, notFound));

  if (notFound) {
    return (
      <ContentPage title={t`Page Not Found`}>
        <Seo title={t`Page Not Found`} hiddenHeading={false} />
        <EmptyState
          title={t`This page does not exist`}
          description={t`It may have been removed or moved.`}
          action={
            <Link to="/">
              <Trans>Back to the home page</Trans>
            </Link>
          }
        />
      </ContentPage>
    );
  }
  if (!page) {
    return (
      <ContentPage title={t`Loading...`}>
        <QueryState isLoading={isFetching} error={error} refetch={refetch} label={t`Loading...`}>
          {null}
        </QueryState>
      </ContentPage>
    );
  }
  return (
    <ContentPage title={text?.title.text ?? page.title} titleLang={text?.title.lang}>
      <Seo
        title={text?.title.text ?? page.title}
        seoTitle={text?.seoTitle}
        description={text?.seoDescription}
        keywords={text?.keywords}
        hiddenHeading={false}
        image={page.image}
      />
      <article className={styles.body} aria-label={text?.title.text ?? page.title}>
        {page.image ? (
          <ResponsiveImage image={page.image} sizes="(min-width: 1224px) 780px, 100vw" priority />
        ) : null}
        <RichText html={text?.body.text ?? page.description} lang={text?.body.lang} />
      </article>
    </ContentPage>
  );
}

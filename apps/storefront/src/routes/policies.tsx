// docs/browsing.md §2.10 Policy pages (/dealer-policy, /terms-and-conditions, /privacy-policy): one layout,
// three tabs, each showing its page body as HTML; 'Loading...' while fetching (docs/browsing.md §2).
import { useLingui } from '@lingui/react/macro';
import { usePageQuery } from '@sajilo/store';
import { RichText } from '@sajilo/ui';
import { useLocation } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { usePageRecordText } from '../components/record-seo.js';
import { Seo } from '../components/seo.js';
import { ContentPage } from '../content/content-page.js';
import styles from '../content/policy-body.module.css';
import { PolicyTabs, policyTabFor } from '../content/policy-tabs.js';

export function Component() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const tab = policyTabFor(pathname);
  const label = i18n._(tab.label);
  // `currentData` is this tab's page only: switching tabs shows 'Loading...', never the previous body.
  const { currentData, isFetching, error, refetch } = usePageQuery(tab.slug);
  const page = currentData?.page;
  const text = usePageRecordText(page);
  return (
    <ContentPage title={text?.title.text ?? label} titleLang={text?.title.lang}>
      <Seo
        title={text && !text.title.lang ? text.title.text : label}
        seoTitle={text?.seoTitle}
        description={text?.seoDescription}
        keywords={text?.keywords}
        hiddenHeading={false}
      />
      <PolicyTabs />
      <QueryState
        isLoading={!page && isFetching}
        error={page ? undefined : error}
        refetch={refetch}
        label={t`Loading...`}
      >
        {text ? (
          <RichText html={text.body.text} lang={text.body.lang} as="article" className={styles.body} />
        ) : null}
      </QueryState>
    </ContentPage>
  );
}

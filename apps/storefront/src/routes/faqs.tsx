// docs/browsing.md §2.15 FAQs (/faqs): tabs per FAQ type with accordions, the 'Give your Feedback' button
// opening the 'Contact / Enquiry Form' dialog, and the quick-links carousel.
import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqType } from '@sajilo/api';
import { useFaqsQuery } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { useState } from 'react';
import { FaqStructuredData } from '../components/faq-structured-data.js';
import { QueryState } from '../components/query-state.js';
import { RecordSeo } from '../components/record-seo.js';
import { ContentPage } from '../content/content-page.js';
import styles from '../content/faq-page.module.css';
import { FaqTabs } from '../content/faq-tabs.js';
import { FeedbackModal } from '../content/feedback-modal.js';
import { QuickLinks } from '../content/quick-links.js';

const EMPTY: readonly FaqType[] = [];

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useFaqsQuery();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <ContentPage title={t`Frequently Asked Questions`} current={t`FAQs`}>
      <RecordSeo
        record="faqs"
        title={t`FAQs`}
        description={t`Answers about orders, delivery, warranty, products and payments at Sajilo.`}
      />
      <FaqStructuredData types={data?.types ?? EMPTY} />
      <div className={styles.page}>
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          <FaqTabs types={data?.types ?? EMPTY} />
        </QueryState>
        <div className={styles.feedback}>
          <p>
            <span className={styles.feedbackTitle}>
              <Trans>Bought from us or visited a showroom?</Trans>
            </span>
            <Trans>Tell us how we did: it helps us serve you better.</Trans>
          </p>
          <Button onClick={() => setFeedbackOpen(true)}>
            <Trans>Give your Feedback</Trans>
          </Button>
        </div>
        <QuickLinks />
      </div>
      <FeedbackModal open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </ContentPage>
  );
}

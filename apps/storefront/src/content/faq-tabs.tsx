// docs/browsing.md §2/§4 FAQs: one tab per FAQ type (the first selected at start), each an accordion of
// questions whose answers are server HTML (sanitised by RichText).
import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqType } from '@sajilo/api';
import { Accordion, EmptyState, RichText, Tabs } from '@sajilo/ui';
import styles from './faq-tabs.module.css';

export function FaqTabs({ types }: { types: readonly FaqType[] }) {
  const { t } = useLingui();
  if (types.length === 0) return <EmptyState title={t`No FAQ found`} />;
  const items = types.map((type) => ({
    id: String(type.id),
    title: type.title,
    content:
      type.faqs.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No FAQ found</Trans>
        </p>
      ) : (
        <Accordion
          headingLevel={2}
          items={type.faqs.map((faq) => ({
            id: String(faq.id),
            title: faq.question,
            content: <RichText html={faq.answer} />,
          }))}
        />
      ),
  }));
  return <Tabs items={items} label={t`FAQ topics`} defaultIndex={0} className={styles.tabs} />;
}

// docs/browsing.md §2/§4 FAQs: one tab per FAQ type (the first selected at start), each an accordion of
// questions whose answers are server HTML (sanitised by RichText).
import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqType } from '@sajilo/api';
import { Accordion, EmptyState, RichText, Tabs } from '@sajilo/ui';
import { useContentText } from '../i18n/localized.js';
import { LocalizedText } from '../i18n/localized-text.js';
import styles from './faq-tabs.module.css';

export function FaqTabs({ types }: { types: readonly FaqType[] }) {
  const { t } = useLingui();
  const text = useContentText();
  if (types.length === 0) return <EmptyState title={t`No FAQ found`} />;
  const items = types.map((type) => ({
    id: String(type.id),
    title: <LocalizedText en={type.title} ne={type.title_ne} />,
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
            title: <LocalizedText en={faq.question} ne={faq.question_ne} />,
            content: (() => {
              const answer = text(faq.answer, faq.answer_ne);
              return <RichText html={answer.text} lang={answer.lang} />;
            })(),
          }))}
        />
      ),
  }));
  return <Tabs items={items} label={t`FAQ topics`} defaultIndex={0} className={styles.tabs} />;
}

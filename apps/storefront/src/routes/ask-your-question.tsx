// docs/customer.md §2.8 Forms: /ask-your-question, with the quick-links carousel below the form (1 item below
// 600 px, 2 at 600, 3 at 700, 4 at 1000: the FAQs page's carousel, docs/customer.md §9).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RecordSeo } from '../components/record-seo.js';
import { QuickLinks } from '../content/quick-links.js';
import { FormPage } from '../forms/form-page.js';
import { QuestionForm } from '../forms/question-form.js';
import { SideNote } from '../forms/side-note.js';

export function Component() {
  const { t } = useLingui();
  return (
    <FormPage
      title={t`Ask Your Question`}
      intro={t`Could not find your answer? Ask us about orders, delivery, warranty, products or payments.`}
      aside={
        <SideNote title={t`Answered already?`}>
          <Trans>
            Many questions are answered in our <Link to="/faqs">frequently asked questions</Link>.
          </Trans>
        </SideNote>
      }
      after={<QuickLinks />}
    >
      <RecordSeo
        record="ask-your-question"
        title={t`Ask Your Question`}
        description={t`Ask Sajilo a question about orders, delivery, warranty, products or payments.`}
      />
      <QuestionForm />
    </FormPage>
  );
}

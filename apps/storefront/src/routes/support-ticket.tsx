// docs/customer.md §2.8 Forms: /support-ticket.
import { Trans, useLingui } from '@lingui/react/macro';
import { RecordSeo } from '../components/record-seo.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';
import { SupportTicketForm } from '../forms/support-ticket-form.js';

export function Component() {
  const { t } = useLingui();
  return (
    <FormPage
      title={t`Support Ticket`}
      intro={t`Something wrong with a product you bought from us? Tell us about it and our service team will contact you.`}
      aside={
        <SideNote title={t`Keep these at hand`}>
          <Trans>
            A photo or PDF of your warranty card and of your bill lets our team check your warranty at once.
          </Trans>
        </SideNote>
      }
    >
      <RecordSeo
        record="support-ticket"
        title={t`Support Ticket`}
        description={t`Open a support ticket for a Sajilo product: our service team will contact you.`}
      />
      <SupportTicketForm />
    </FormPage>
  );
}

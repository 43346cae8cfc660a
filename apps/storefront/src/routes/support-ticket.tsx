// docs/customer.md §2.8 Forms: /support-ticket.
import { RecordSeo } from '../components/record-seo.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';
import { SupportTicketForm } from '../forms/support-ticket-form.js';

export function Component() {
  return (
    <FormPage
      title="Support Ticket"
      intro="Something wrong with a product you bought from us? Tell us about it and our service team will contact you."
      aside={
        <SideNote title="Keep these at hand">
          A photo or PDF of your warranty card and of your bill lets our team check your warranty at once.
        </SideNote>
      }
    >
      <RecordSeo
        record="support-ticket"
        title="Support Ticket"
        description="Open a support ticket for a Sajilo product: our service team will contact you."
      />
      <SupportTicketForm />
    </FormPage>
  );
}

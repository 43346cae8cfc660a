// docs/customer.md §2.8 Forms: /customer-enquiry.

import { Link } from 'react-router-dom';
import { RecordSeo } from '../components/record-seo.js';
import { CustomerEnquiryForm } from '../forms/customer-enquiry-form.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';

export function Component() {
  return (
    <FormPage
      title="Customer Enquiry"
      intro="Ask us about a product, a price or availability. Fill in the form and our team will get back to you."
      aside={
        <>
          <SideNote title="Prefer to see it in person?">
            Visit one of our <Link to="/showrooms">showrooms</Link> to see and compare our products.
          </SideNote>
          <SideNote title="Bought from us already?">
            For a problem with a product you bought, <Link to="/support-ticket">open a support ticket</Link>.
          </SideNote>
        </>
      }
    >
      <RecordSeo
        record="customer-enquiry"
        title="Customer Enquiry"
        description="Ask Sajilo about tiles, sanitaryware, bath ware or lighting: prices, availability and delivery."
      />
      <CustomerEnquiryForm />
    </FormPage>
  );
}

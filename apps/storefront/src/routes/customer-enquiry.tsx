// docs/customer.md §2.8 Forms: /customer-enquiry.

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RecordSeo } from '../components/record-seo.js';
import { CustomerEnquiryForm } from '../forms/customer-enquiry-form.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';

export function Component() {
  const { t } = useLingui();
  return (
    <FormPage
      title={t`Customer Enquiry`}
      intro={t`Ask us about a product, a price or availability. Fill in the form and our team will get back to you.`}
      aside={
        <>
          <SideNote title={t`Prefer to see it in person?`}>
            <Trans>
              Visit one of our <Link to="/showrooms">showrooms</Link> to see and compare our products.
            </Trans>
          </SideNote>
          <SideNote title={t`Bought from us already?`}>
            <Trans>
              For a problem with a product you bought, <Link to="/support-ticket">open a support ticket</Link>
              .
            </Trans>
          </SideNote>
        </>
      }
    >
      <RecordSeo
        record="customer-enquiry"
        title={t`Customer Enquiry`}
        description={t`Ask Sajilo about tiles, sanitaryware, bath ware or lighting: prices, availability and delivery.`}
      />
      <CustomerEnquiryForm />
    </FormPage>
  );
}

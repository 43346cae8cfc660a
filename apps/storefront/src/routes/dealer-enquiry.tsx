// docs/customer.md §2.8 Forms: /dealer-enquiry.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { RecordSeo } from '../components/record-seo.js';
import { DealerEnquiryForm } from '../forms/dealer-enquiry-form.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';

export function Component() {
  const { t } = useLingui();
  return (
    <FormPage
      title={t`Dealer Enquiry`}
      intro={t`Interested in selling our products in your area? Tell us about your business.`}
      aside={
        <SideNote title={t`Before you apply`}>
          <Trans>
            Read our <Link to="/dealer-policy">dealer policy</Link> to learn how we work with our dealers.
          </Trans>
        </SideNote>
      }
      after={
        <SideNote title={t`Dealer accounts`}>
          <Trans>
            Already a Sajilo customer? <Link to="/dealer">Apply for a dealer account</Link> to buy at your own
            prices, on credit, with buyers of your own.
          </Trans>
        </SideNote>
      }
    >
      <RecordSeo
        record="dealer-enquiry"
        title={t`Dealer Enquiry`}
        description={t`Become a Sajilo dealer: send us your company details and our team will contact you.`}
      />
      <DealerEnquiryForm />
    </FormPage>
  );
}

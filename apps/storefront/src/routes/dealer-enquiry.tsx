// docs/customer.md §2.8 Forms: /dealer-enquiry.
import { Link } from 'react-router-dom';
import { RecordSeo } from '../components/record-seo.js';
import { DealerEnquiryForm } from '../forms/dealer-enquiry-form.js';
import { FormPage } from '../forms/form-page.js';
import { SideNote } from '../forms/side-note.js';

export function Component() {
  return (
    <FormPage
      title="Dealer Enquiry"
      intro="Interested in selling our products in your area? Tell us about your business."
      aside={
        <SideNote title="Before you apply">
          Read our <Link to="/dealer-policy">dealer policy</Link> to learn how we work with our dealers.
        </SideNote>
      }
    >
      <RecordSeo
        record="dealer-enquiry"
        title="Dealer Enquiry"
        description="Become a Sajilo dealer: send us your company details and our team will contact you."
      />
      <DealerEnquiryForm />
    </FormPage>
  );
}

// docs/customer.md §2, §5 the enquiry popup: a 420 px modal (docs/customer.md §9) with first name, last name,
// email, phone, address and a visible message field (docs/design.md "Deliberate differences"), sent as the
// customer enquiry. It closes by its × or Escape, and after a successful send.
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@sajilo/ui';
import { CustomerEnquiryForm } from './customer-enquiry-form.js';

export interface EnquiryPopupProps {
  open: boolean;
  onClose: () => void;
  /** After a successful send (the popup then closes). */
  onSent?: () => void;
}

export function EnquiryPopup({ open, onClose, onSent }: EnquiryPopupProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Enquiry`}
      description={t`Tell us what you are looking for and our team will get back to you.`}
      size="small"
    >
      <CustomerEnquiryForm compact onSent={() => (onSent ?? onClose)()} />
    </Modal>
  );
}

// docs/browsing.md §2 / docs/customer.md §2 FAQs: 'Give your Feedback' opens the 'Contact / Enquiry Form'
// dialog at once (the earlier site's 2 s spinner is dropped, docs/design.md). It closes on success or by its
// close button; the draft survives closing, so an accidental close loses nothing.
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@sajilo/ui';
import { FeedbackForm, useFeedbackForm } from './feedback-form.js';

export interface FeedbackModalProps {
  open: boolean;
  onClose: () => void;
}

export function FeedbackModal({ open, onClose }: FeedbackModalProps) {
  const { t } = useLingui();
  // Held here, not in the form that leaves with the closed dialog: the typed values stay for next time.
  const feedback = useFeedbackForm(onClose);
  const close = () => {
    // A reopened dialog starts without the last attempt's messages, its draft kept.
    feedback.form.clearErrors();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Contact / Enquiry Form`}
      description={t`Tell us how we did: your feedback on our display, products and service.`}
      size="large"
    >
      <FeedbackForm feedback={feedback} />
    </Modal>
  );
}

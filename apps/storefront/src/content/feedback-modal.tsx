// seed 000 §2 / seed 001 §2 FAQs: 'Give your Feedback' opens the 'Contact / Enquiry Form' dialog at once
// (the earlier site's 2 s spinner is dropped, DESIGN.md). It closes on success or by its close button;
// the draft survives closing, so an accidental close loses nothing.
import { Modal } from '@sajilo/ui';
import { useState } from 'react';
import { FeedbackForm } from './feedback-form.js';
import { EMPTY_FEEDBACK, type FeedbackValues } from './feedback-values.js';

export interface FeedbackModalProps {
  open: boolean;
  onClose: () => void;
}

export function FeedbackModal({ open, onClose }: FeedbackModalProps) {
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact / Enquiry Form"
      description="Tell us how we did: your feedback on our display, products and service."
      size="large"
    >
      <FeedbackForm values={values} onValuesChange={setValues} onSent={onClose} />
    </Modal>
  );
}

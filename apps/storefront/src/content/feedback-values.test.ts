import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK, toFeedbackInput } from './feedback-values.js';

describe('toFeedbackInput', () => {
  it('sends the required fields trimmed and leaves blank optional ones out', () => {
    const body = toFeedbackInput({
      ...EMPTY_FEEDBACK,
      first_name: ' Sita ',
      last_name: 'Shrestha',
      address: 'Lalitpur',
      phone_number: '9841000000 ',
      occupation: 'Architect',
      email: '   ',
      influence: 'Friend',
      service_feedback: 'V. Good',
    });
    expect(body).toEqual({
      first_name: 'Sita',
      last_name: 'Shrestha',
      address: 'Lalitpur',
      phone_number: '9841000000',
      occupation: 'Architect',
      influence: 'Friend',
      service_feedback: 'V. Good',
    });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('email');
  });

  it('leaves a choice out until one is picked', () => {
    const body = toFeedbackInput({ ...EMPTY_FEEDBACK, product_feedback: 'Excellent' });
    expect(JSON.parse(JSON.stringify(body))).toMatchObject({ product_feedback: 'Excellent' });
    for (const name of ['influence', 'feedback', 'project_type', 'service_feedback']) {
      expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty(name);
    }
  });
});

// The feedback form's fields (seed 001 §2/§3) and option lists (seed 001 §9), and how its values become
// the POST /api/feedbacks body.
import type { FeedbackInput, Rating } from '@sajilo/api';

export type Influence = NonNullable<FeedbackInput['influence']>;
export type ProjectType = NonNullable<FeedbackInput['project_type']>;

export const INFLUENCES: readonly Influence[] = ['Social Media', 'Friend', 'Family', 'Others'];
export const RATINGS: readonly Rating[] = ['Poor', 'Fair', 'Good', 'V. Good', 'Excellent'];
export const PROJECT_TYPES: readonly ProjectType[] = [
  'Residence',
  'Commercial',
  'Hotel',
  'Institutional',
  'Hospital',
];

export interface FeedbackValues {
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  phone_number: string;
  project_name: string;
  occupation: string;
  influence: Influence | undefined;
  feedback: Rating | undefined;
  project_type: ProjectType | undefined;
  product_feedback: Rating | undefined;
  service_feedback: Rating | undefined;
  agent_name: string;
}

export type TextFieldName = {
  [K in keyof FeedbackValues]: FeedbackValues[K] extends string ? K : never;
}[keyof FeedbackValues];

export const EMPTY_FEEDBACK: FeedbackValues = {
  first_name: '',
  last_name: '',
  email: '',
  address: '',
  phone_number: '',
  project_name: '',
  occupation: '',
  influence: undefined,
  feedback: undefined,
  project_type: undefined,
  product_feedback: undefined,
  service_feedback: undefined,
  agent_name: '',
};

/** Blank optional fields are left out rather than sent empty (seed 001 §5: they are optional). */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function toFeedbackInput(values: FeedbackValues): FeedbackInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: optional(values.email),
    address: values.address.trim(),
    phone_number: values.phone_number.trim(),
    project_name: optional(values.project_name),
    occupation: values.occupation.trim(),
    influence: values.influence,
    feedback: values.feedback,
    project_type: values.project_type,
    product_feedback: values.product_feedback,
    service_feedback: values.service_feedback,
    agent_name: optional(values.agent_name),
  };
}

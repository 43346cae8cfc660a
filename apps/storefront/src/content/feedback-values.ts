// The feedback form's fields (docs/customer.md §2/§3) and option lists (docs/customer.md §9), and how its
// values become the POST /api/feedbacks body.
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

/** The form's values: text as typed, and each choice '' until one is picked. */
export interface FeedbackValues {
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  phone_number: string;
  project_name: string;
  occupation: string;
  influence: Influence | '';
  feedback: Rating | '';
  project_type: ProjectType | '';
  product_feedback: Rating | '';
  service_feedback: Rating | '';
  agent_name: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = {
  first_name: '',
  last_name: '',
  email: '',
  address: '',
  phone_number: '',
  project_name: '',
  occupation: '',
  influence: '',
  feedback: '',
  project_type: '',
  product_feedback: '',
  service_feedback: '',
  agent_name: '',
};

/** Blank optional fields are left out rather than sent empty (docs/customer.md §5: they are optional). */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A choice not made is left out (a radio group none of whose options is checked may read as null). */
const choice = <V extends string>(value: V | '' | null): V | undefined => value || undefined;

export function toFeedbackInput(values: FeedbackValues): FeedbackInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: optional(values.email),
    address: values.address.trim(),
    phone_number: values.phone_number.trim(),
    project_name: optional(values.project_name),
    occupation: values.occupation.trim(),
    influence: choice(values.influence),
    feedback: choice(values.feedback),
    project_type: choice(values.project_type),
    product_feedback: choice(values.product_feedback),
    service_feedback: choice(values.service_feedback),
    agent_name: optional(values.agent_name),
  };
}

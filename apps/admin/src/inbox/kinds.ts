// The inbox's words: each kind of item, and when it came.
import type { AdminComponents } from '@sajilo/api/admin';

export type Kind = AdminComponents['schemas']['InboxKind'];

export const KIND_LABELS: Record<Kind, string> = {
  contact: 'Contact message',
  customer_enquiry: 'Customer enquiry',
  dealer_enquiry: 'Dealer enquiry',
  faq_question: 'Question',
  support_ticket: 'Support ticket',
  job_application: 'Job application',
  feedback: 'Feedback',
};

export const isKind = (value: string | null): value is Kind => value !== null && value in KIND_LABELS;

/** A moment as the staff read it (day/month/year, 24-hour clock). */
export const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

// Enquiries, feedback, questions, support tickets, job applications and newsletter subscriptions.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

/** Multipart bodies go as FormData: text fields as strings, files (Blob in the generated types) as is. */
function toFormData(fields: object): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    data.set(name, value instanceof Blob ? value : String(value));
  }
  return data;
}

export type JobApplicationInput = Schemas['JobApplicationInput'] & { slug: string };

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation({
      queryFn: (body: Schemas['ContactInput'], a) => request(a, (c) => c.POST('/api/contacts', { body })),
    }),
    sendCustomerEnquiry: build.mutation({
      queryFn: (body: Schemas['CustomerEnquiryInput'], a) =>
        request(a, (c) => c.POST('/api/customer_enquiry', { body })),
    }),
    sendDealerEnquiry: build.mutation({
      queryFn: (body: Schemas['DealerEnquiryInput'], a) =>
        request(a, (c) => c.POST('/api/dealer_enquiry', { body })),
    }),
    sendFeedback: build.mutation({
      queryFn: (body: Schemas['FeedbackInput'], a) => request(a, (c) => c.POST('/api/feedbacks', { body })),
    }),
    askQuestion: build.mutation({
      queryFn: (body: Schemas['FaqQuestionInput'], a) => request(a, (c) => c.POST('/api/faqs', { body })),
    }),
    subscribe: build.mutation({
      queryFn: (body: Schemas['SubscribeInput'], a) =>
        request(a, (c) => c.POST('/api/subscribers', { body })),
    }),
    openSupportTicket: build.mutation({
      queryFn: (body: Schemas['SupportTicketInput'], a) =>
        request(a, (c) => c.POST('/api/complains', { body, bodySerializer: toFormData })),
    }),
    applyForJob: build.mutation({
      queryFn: ({ slug, ...body }: JobApplicationInput, a) =>
        request(a, (c) =>
          c.POST('/api/careers/{slug}', { params: { path: { slug } }, body, bodySerializer: toFormData }),
        ),
    }),
  }),
});

export const {
  useSendContactMutation,
  useSendCustomerEnquiryMutation,
  useSendDealerEnquiryMutation,
  useSendFeedbackMutation,
  useAskQuestionMutation,
  useSubscribeMutation,
  useOpenSupportTicketMutation,
  useApplyForJobMutation,
} = formsApi;

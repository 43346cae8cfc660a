// The seller's legal facts every page's footer shows, and grievances: filing one and following it by its
// tracking number (docs/nepal.md "Grievances").
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';

type Schemas = components['schemas'];

export interface GrievanceLookup {
  tracking_number: string;
  /** The phone number or email the grievance was filed with. */
  contact: string;
}

export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    seller: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/seller')),
    }),
    fileGrievance: build.mutation({
      queryFn: (body: Schemas['GrievanceInput'], a) => request(a, (c) => c.POST('/api/grievances', { body })),
    }),
    trackGrievance: build.query({
      queryFn: ({ tracking_number, contact }: GrievanceLookup, a) =>
        request(a, (c) =>
          c.GET('/api/grievances/{tracking_number}', {
            params: { path: { tracking_number }, query: { contact } },
          }),
        ),
    }),
  }),
});

export const { useSellerQuery, useFileGrievanceMutation, useLazyTrackGrievanceQuery } = sellerApi;

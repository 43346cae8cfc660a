// Phone-number accounts (docs/customer.md "Phone-number accounts"): a one-time code by SMS, then logging in
// (or registering, with a name) with it, and adding a verified number to an account.
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';
import { sessionStarted } from '../session-slice.js';
import { CUSTOMER_TAGS } from './customer.js';

type Schemas = components['schemas'];

export const phoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneCode: build.mutation({
      queryFn: (body: Schemas['PhoneCodeInput'], a) =>
        request(a, (c) => c.POST('/api/customer/phone/code', { body })),
    }),
    loginWithPhone: build.mutation({
      queryFn: (body: Schemas['PhoneLoginInput'], a) =>
        request(a, (c) => c.POST('/api/customer/phone/login', { body })),
      // As the email login: the session updates in place.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted({ token: data.token, tokenValidity: data.token_validity }));
          dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]));
        } catch {
          // The error is the mutation's result; the form shows it.
        }
      },
    }),
    verifyPhone: build.mutation({
      queryFn: (body: Schemas['PhoneVerifyInput'], a) =>
        request(a, (c) => c.POST('/api/customer/phone/verify', { body })),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useSendPhoneCodeMutation, useLoginWithPhoneMutation, useVerifyPhoneMutation } = phoneApi;

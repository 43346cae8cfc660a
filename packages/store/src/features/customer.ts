// Accounts, session, profile, password, dashboard and orders (docs/customer.md §2, §4).
import type { components } from '@sajilo/api';
import { api, request } from '../api.js';
import { sessionEnded, sessionStarted } from '../session-slice.js';

type Schemas = components['schemas'];

/** Everything that belongs to one customer: dropped from the cache when the session starts or ends. */
export const CUSTOMER_TAGS = ['Profile', 'Cart', 'Wishlist', 'Order', 'Dashboard', 'Dealer'] as const;

export const customerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation({
      queryFn: (body: Schemas['RegisterInput'], a) =>
        request(a, (c) => c.POST('/api/customer/register', { body })),
    }),
    login: build.mutation({
      queryFn: (body: Schemas['LoginInput'], a) => request(a, (c) => c.POST('/api/customer/login', { body })),
      // The session updates in place (no page reload, unlike the earlier site).
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
    logout: build.mutation({
      queryFn: (_: void, a) => request(a, (c) => c.POST('/api/customer/logout')),
    }),
    forgotPassword: build.mutation({
      queryFn: (body: Schemas['ForgotPasswordInput'], a) =>
        request(a, (c) => c.POST('/api/customer/forgot-password', { body })),
    }),
    resetPassword: build.mutation({
      queryFn: (body: Schemas['ResetPasswordInput'], a) =>
        request(a, (c) => c.POST('/api/customer/reset-password', { body })),
    }),
    // docs/customer.md §2.2 "Registration": the token of the mailed link finishes a new account; the
    // answer names the confirmed email, which the login screen is filled in with.
    confirmEmail: build.mutation({
      queryFn: (body: Schemas['ConfirmEmailInput'], a) =>
        request(a, (c) => c.POST('/api/customer/confirm-email', { body })),
    }),
    // Answered alike for any address, as forgot-password is: it never tells whether an account waits.
    resendConfirmation: build.mutation({
      queryFn: (body: Schemas['ForgotPasswordInput'], a) =>
        request(a, (c) => c.POST('/api/customer/resend-confirmation', { body })),
    }),
    profile: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/profile')),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation({
      queryFn: (body: Schemas['ProfileInput'], a) =>
        request(a, (c) => c.POST('/api/customer/update-profile', { body })),
      invalidatesTags: (_r, error) => (error ? [] : ['Profile']),
    }),
    changePassword: build.mutation({
      queryFn: (body: Schemas['ChangePasswordInput'], a) =>
        request(a, (c) => c.POST('/api/customer/change-password', { body })),
    }),
    dashboard: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/dashboard')),
      providesTags: ['Dashboard', 'Order'],
    }),
    orders: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/customer/orders')),
      providesTags: ['Order'],
    }),
    order: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/customer/orders/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Order', id: slug }],
    }),
    // The VAT invoice as a PDF, fetched with the session's token (a plain link could not carry
    // it); the answer is a blob: address to save, which the caller revokes after use.
    orderInvoicePdf: build.mutation<string, string>({
      queryFn: async (slug, a) => {
        const answer = await request(a, (c) =>
          c.GET('/api/customer/orders/{slug}/invoice.pdf', { params: { path: { slug } }, parseAs: 'blob' }),
        );
        if (answer.error) return { error: answer.error };
        return { data: URL.createObjectURL(answer.data) };
      },
    }),
    cancelOrder: build.mutation({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.POST('/api/customer/orders/{slug}', { params: { path: { slug } } })),
      // docs/customer.md §4: the list reloads after a cancel; the goods went back to the stock.
      invalidatesTags: (_r, error) => (error ? [] : ['Order', 'Dashboard', 'Stock']),
    }),
  }),
});

/** Ends the session locally and forgets the customer's cached data. */
export const endSession = () => (dispatch: (action: unknown) => unknown) => {
  dispatch(sessionEnded());
  dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]));
};

export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDashboardQuery,
  useOrdersQuery,
  useOrderQuery,
  useOrderInvoicePdfMutation,
  useCancelOrderMutation,
} = customerApi;

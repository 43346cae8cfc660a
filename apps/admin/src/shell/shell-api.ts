// The shell's endpoints: logging in and out, who is signed in (with the role's permissions, which every
// screen reads), one's own password, and the dashboard's figures.
import { adminApi, call } from '../store/api.js';

export const shellApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation({
      queryFn: (body: { email: string; password: string }, api) =>
        call(api, (c) => c.POST('/api/admin/login', { body })),
    }),
    logout: build.mutation({
      queryFn: (_: undefined, api) => call(api, (c) => c.POST('/api/admin/logout')),
    }),
    me: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/me')),
      providesTags: ['Me'],
    }),
    changePassword: build.mutation({
      queryFn: (body: { current_password: string; password: string; password_confirmation: string }, api) =>
        call(api, (c) => c.POST('/api/admin/me/password', { body })),
    }),
    dashboard: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/dashboard')),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useChangePasswordMutation,
  useDashboardQuery,
} = shellApi;

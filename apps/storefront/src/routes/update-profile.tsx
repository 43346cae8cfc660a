// docs/customer.md §2.7 "Update profile" (/update-profile).
import { useProfileQuery } from '@sajilo/store';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { ProfileForm } from '../customer/profile-form.js';

export function Component() {
  const { data, isLoading, error, refetch } = useProfileQuery();
  return (
    <AccountPage title="Update Profile">
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label="Loading your profile">
        {data ? <ProfileForm profile={data.user} /> : null}
      </QueryState>
    </AccountPage>
  );
}

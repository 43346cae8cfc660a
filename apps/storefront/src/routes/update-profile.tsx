// docs/customer.md §2.7 "Update profile" (/update-profile).
import { useLingui } from '@lingui/react/macro';
import { useProfileQuery } from '@sajilo/store';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { ProfileForm } from '../customer/profile-form.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useProfileQuery();
  return (
    <AccountPage title={t`Update Profile`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your profile`}>
        {data ? <ProfileForm profile={data.user} /> : null}
      </QueryState>
    </AccountPage>
  );
}

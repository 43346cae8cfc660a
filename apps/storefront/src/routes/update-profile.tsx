// docs/customer.md §2.7 "Update profile" (/update-profile): the profile, then the mobile number the account
// logs in with ("Phone-number accounts").
import { useLingui } from '@lingui/react/macro';
import { useProfileQuery } from '@sajilo/store';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import styles from '../customer/auth-page.module.css';
import { LoginMobile } from '../customer/login-mobile.js';
import { ProfileForm } from '../customer/profile-form.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useProfileQuery();
  return (
    <AccountPage title={t`Update Profile`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your profile`}>
        {data ? (
          <div className={styles.stack}>
            <ProfileForm profile={data.user} />
            <LoginMobile mobile={data.user.login_mobile} />
          </div>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

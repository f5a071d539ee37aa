/** The member pages the router binds with a frame of their own, loaded with their route (router.tsx). */
import { LoginSecurityForm } from '../features/login-security';
import { MemberNoticePage } from '../features/member-notices';
import { MyAssetsPage } from '../features/my-assets';
import { WithWindowFeed } from '../shell/feed-context';

/** My assets values the holdings live: it reads the window's feed. */
export function MyAssetsRoute() {
  return (
    <WithWindowFeed>
      <MyAssetsPage />
    </WithWindowFeed>
  );
}

/** Trade password status I (chart spec §6): the notice, with the SMS check and new password in its slot. */
export function LoginSecurityRoute() {
  return (
    <MemberNoticePage id="loginSecurity">
      <LoginSecurityForm />
    </MemberNoticePage>
  );
}

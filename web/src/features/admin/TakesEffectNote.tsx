import { Banner } from '../../components/feedback/Banner.tsx';

/**
 * When an administrator's change counts: the API reads roles, privileges, clients and status
 * from the directory on each call (kept a few seconds at most); the menus come from the session,
 * whose claims are issued at sign-in.
 */
export function TakesEffectNote() {
  return (
    <Banner tone="info">
      Changes to roles, privileges and client access apply from the user&rsquo;s next action, within
      seconds; their menus catch up at their next sign-in. A deactivation takes effect at once: the
      user&rsquo;s open sessions are refused.
    </Banner>
  );
}

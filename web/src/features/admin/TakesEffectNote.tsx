import { Banner } from '../../components/feedback/Banner.tsx';

/** When an administrator's change counts: claims are issued from the directory at sign-in. */
export function TakesEffectNote() {
  return (
    <Banner tone="info">
      Changes take effect at the user&rsquo;s next sign-in. A deactivation takes effect at once: the
      user&rsquo;s open sessions are refused.
    </Banner>
  );
}

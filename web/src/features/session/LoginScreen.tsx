import { PRODUCT_NAME } from '@backoffice/core';
import { useSearchParams } from 'react-router-dom';
import { Banner } from '../../components/feedback/Banner.tsx';
import { PublicPage } from '../../components/screen/PublicPage.tsx';
import { signInHref } from '../../lib/hrefs.ts';
import { useAppStore } from '../../lib/store/app-store.ts';

/** The single-sign-on login page: the product's name, a pending message, one button. */
export default function LoginScreen() {
  const [params] = useSearchParams();
  const systemMessage = useAppStore((s) => s.systemMessage);
  const clearSystemMessage = useAppStore((s) => s.clearSystemMessage);

  const signIn = () => {
    clearSystemMessage();
    window.location.assign(signInHref(params.get('returnTo')));
  };

  return (
    <PublicPage productName={PRODUCT_NAME}>
      <h1>Sign in to {PRODUCT_NAME}</h1>
      {systemMessage ? <Banner tone="warning">{systemMessage}</Banner> : null}
      <p className="muted">You sign in with your organisation&apos;s single sign-on account.</p>
      <button type="button" className="button button--primary button--wide" onClick={signIn}>
        Sign in
      </button>
    </PublicPage>
  );
}

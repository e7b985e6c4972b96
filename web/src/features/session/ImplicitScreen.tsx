import { HOME_PATH, PRODUCT_NAME } from '@backoffice/core';
import { Link } from 'react-router-dom';
import { PublicPage } from '../../components/screen/PublicPage.tsx';

/**
 * The gateway answers the identity provider's return to /implicit itself; a browser only
 * renders this page if it was opened without a sign-in under way.
 */
export default function ImplicitScreen() {
  return (
    <PublicPage productName={PRODUCT_NAME}>
      <h1>Signing in</h1>
      <p>No sign-in is under way in this window.</p>
      <Link className="button button--primary" to={HOME_PATH}>
        Go to the home page
      </Link>
    </PublicPage>
  );
}

import { HOME_PATH, PRODUCT_NAME } from '@backoffice/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicPage } from '../../components/screen/PublicPage.tsx';

/** Longer values are cut when shown: the address is untrusted input, shown only as text. */
const MAX_SHOWN = 300;

export default function ForbiddenScreen() {
  const [params] = useSearchParams();
  const refused = params.get('redirect');
  const shown = refused && refused.length > MAX_SHOWN ? `${refused.slice(0, MAX_SHOWN)}…` : refused;
  return (
    <PublicPage productName={PRODUCT_NAME}>
      <h1>Access denied</h1>
      <p>You are signed in, but your account does not have permission to open this page.</p>
      {shown ? (
        <p>
          Refused address: <code className="path-text">{shown}</code>
        </p>
      ) : null}
      <p className="muted">If you need access, ask an administrator to grant it.</p>
      <Link className="button button--primary" to={HOME_PATH}>
        Go to the home page
      </Link>
    </PublicPage>
  );
}

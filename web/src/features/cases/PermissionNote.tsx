import { Link } from 'react-router-dom';
import { Banner } from '../../components/feedback/Banner.tsx';

interface PermissionNoteProps {
  children: string;
  back: { href: string; label: string };
}

/** In place of a form the signed-in user may not use (the server would refuse it anyway). */
export function PermissionNote({ children, back }: PermissionNoteProps) {
  return (
    <Banner
      tone="warning"
      action={
        <Link className="button button--small" to={back.href}>
          {back.label}
        </Link>
      }
    >
      {children}
    </Banner>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface NavLinkItemProps {
  href: string;
  active: boolean;
  child?: boolean;
  onNavigate: () => void;
  children: ReactNode;
}

/** A menu link; the active one is marked for assistive technology and for the eye. */
export function NavLinkItem({
  href,
  active,
  child = false,
  onNavigate,
  children,
}: NavLinkItemProps) {
  return (
    <Link
      to={href}
      className={child ? 'side-nav__link side-nav__link--child' : 'side-nav__link'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}

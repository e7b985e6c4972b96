import { Link, NavLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Icon } from '../icon/Icon.tsx';
import logo from '../../assets/logo.svg';
import type { HeaderLink } from './types.ts';
import { LazyUserMenu } from './LazyUserMenu.tsx';

interface TopHeaderProps {
  productName: string;
  homeHref: string;
  profileHref: string;
  topLinks: readonly HeaderLink[];
  menuLinks: readonly HeaderLink[];
  displayName: string;
  /** The selected account and the way to change it (spec section 3). */
  accountControl: ReactNode;
  /** The bell with the count of unread notifications. */
  notifications?: ReactNode;
  onLogout: () => void;
  navId: string;
  mobileMenuOpen: boolean;
  onToggleMobileMenu: () => void;
}

/** The fixed dark top header of every signed-in screen. */
export function TopHeader(props: TopHeaderProps) {
  return (
    <header className="header">
      <button
        type="button"
        className="header__icon-button header__hamburger"
        aria-label="Menu"
        aria-expanded={props.mobileMenuOpen}
        aria-controls={props.navId}
        data-active={props.mobileMenuOpen}
        onClick={props.onToggleMobileMenu}
      >
        <Icon name="menu.svg" />
      </button>
      <Link to={props.homeHref} className="header__brand" aria-label={`${props.productName}, home`}>
        <img src={logo} alt="" width="24" height="24" />
        <span className="header__brand-name">{props.productName}</span>
      </Link>
      <nav className="header__links" aria-label="Shortcuts">
        {props.topLinks.map((link) => (
          <NavLink key={link.href} to={link.href} end className="header__link">
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="header__end">
        {props.accountControl}
        {props.notifications}
        <span className="header__user" title="Signed in as">
          {props.displayName}
        </span>
        <Link
          to={props.profileHref}
          className="header__icon-button"
          aria-label="Account"
          title="Your profile"
        >
          <Icon name="account.svg" />
        </Link>
        {/* Named also where the phone layout hides the word. */}
        <button
          type="button"
          className="header__icon-button"
          aria-label="Logout"
          onClick={props.onLogout}
        >
          <Icon name="logout.svg" />
          <span className="header__button-text">Logout</span>
        </button>
        <LazyUserMenu links={props.menuLinks} onLogout={props.onLogout} />
      </div>
    </header>
  );
}

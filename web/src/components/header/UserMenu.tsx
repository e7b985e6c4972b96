import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { Icon } from '../icon/Icon.tsx';
import type { HeaderLink } from './types.ts';

interface UserMenuProps {
  links: readonly HeaderLink[];
  onLogout: () => void;
  /** Open on arrival (the stand-in button was clicked while this chunk loaded). */
  initiallyOpen?: boolean;
}

/** The chevron's dropdown (spec: Home, Admin for admins, Logout); Radix handles the keys. */
export default function UserMenu({ links, onLogout, initiallyOpen = false }: UserMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger className="header__icon-button" aria-label="More options">
        <Icon name="chevron-down.svg" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="dropdown" align="end" sideOffset={8}>
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className="dropdown__item">
              <Link to={link.href}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="dropdown__separator" />
          <DropdownMenu.Item className="dropdown__item" onSelect={onLogout}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { lazy, useState } from 'react';
import { StandInUntilLoaded } from '../feedback/StandInUntilLoaded.tsx';
import { standInPress } from '../../lib/stand-in-press.ts';
import { Icon } from '../icon/Icon.tsx';
import type { HeaderLink } from './types.ts';

interface LazyUserMenuProps {
  links: readonly HeaderLink[];
  onLogout: () => void;
}

// Radix's dropdown (popper, focus scope, scroll lock: about 20 KB gzip) is a chunk of its own,
// fetched as soon as the header renders rather than before the first paint.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * The chevron's dropdown. Until its chunk arrives the same button stands in; a click on it
 * opens the menu as soon as it is there. Should the chunk fail to load, the stand-in stays
 * (Logout is also in the header): the header never breaks the page.
 */
export function LazyUserMenu({ links, onLogout }: LazyUserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      className="header__icon-button"
      aria-label="More options"
      aria-haspopup="menu"
      {...standInPress(() => {
        setWanted(true);
      })}
    >
      <Icon name="chevron-down.svg" />
    </button>
  );
  return (
    <StandInUntilLoaded standIn={standIn}>
      <UserMenu links={links} onLogout={onLogout} initiallyOpen={wanted} />
    </StandInUntilLoaded>
  );
}

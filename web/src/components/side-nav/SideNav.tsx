import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../icon/Icon.tsx';
import type { MenuItem } from './menu-types.ts';
import { NavGroup } from './NavGroup.tsx';
import { NavLinkItem } from './NavLinkItem.tsx';

interface SideNavProps {
  id: string;
  items: readonly MenuItem[];
  activeKey: string | null;
  openGroup: string | null;
  onOpenGroupChange: (group: string | null) => void;
  /** On a phone the nav is the compact menu, revealed by the hamburger button. */
  revealed: boolean;
  onNavigate: () => void;
}

/**
 * The vertical navigation. Groups are a single-value accordion, so opening one closes the
 * other, and Radix gives the triggers their button role, aria-expanded and arrow-key moves.
 */
export function SideNav(props: SideNavProps) {
  const { id, items, activeKey, openGroup, onOpenGroupChange, revealed, onNavigate } = props;
  return (
    <nav id={id} className="side-nav" data-revealed={revealed} aria-label="Main menu">
      <Accordion.Root
        asChild
        type="single"
        collapsible
        value={openGroup ?? ''}
        onValueChange={(value) => {
          onOpenGroupChange(value === '' ? null : value);
        }}
      >
        <ul className="side-nav__list">
          {items.map((item) =>
            item.hasChildren ? (
              <NavGroup key={item.key} item={item} activeKey={activeKey} onNavigate={onNavigate} />
            ) : (
              <li key={item.key}>
                <NavLinkItem
                  href={item.redirectUrl ?? '/'}
                  active={item.key === activeKey}
                  onNavigate={onNavigate}
                >
                  <Icon name={item.img} />
                  <span>{item.title}</span>
                </NavLinkItem>
              </li>
            ),
          )}
        </ul>
      </Accordion.Root>
    </nav>
  );
}

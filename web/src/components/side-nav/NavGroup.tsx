import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../icon/Icon.tsx';
import type { MenuItem } from './menu-types.ts';
import { NavLinkItem } from './NavLinkItem.tsx';

interface NavGroupProps {
  item: MenuItem;
  activeKey: string | null;
  onNavigate: () => void;
}

/** A menu group: a trigger that expands its child links. */
export function NavGroup({ item, activeKey, onNavigate }: NavGroupProps) {
  const holdsActive = item.children.some((child) => child.key === activeKey);
  return (
    <Accordion.Item asChild value={item.key}>
      <li className="side-nav__group">
        {/* A div, not the default h3: menu groups are not part of the page's outline. */}
        <Accordion.Header asChild>
          <div>
            <Accordion.Trigger
              className="side-nav__link side-nav__trigger"
              data-holds-active={holdsActive}
            >
              <Icon name={item.img} />
              <span>{item.title}</span>
              <Icon name="chevron-down.svg" className="side-nav__chevron" />
            </Accordion.Trigger>
          </div>
        </Accordion.Header>
        <Accordion.Content className="side-nav__content">
          <ul className="side-nav__children">
            {item.children.map((child) => (
              <li key={child.key}>
                <NavLinkItem
                  href={child.redirectUrl}
                  active={child.key === activeKey}
                  child
                  onNavigate={onNavigate}
                >
                  {child.title}
                </NavLinkItem>
              </li>
            ))}
          </ul>
        </Accordion.Content>
      </li>
    </Accordion.Item>
  );
}

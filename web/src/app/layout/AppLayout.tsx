import { HOME_PATH, PRODUCT_NAME } from '@backoffice/core';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TopHeader } from '../../components/header/TopHeader.tsx';
import { SideNav } from '../../components/side-nav/SideNav.tsx';
import { MENU } from '../../features/navigation/menu-items.ts';
import { activeMenuKey, groupOf, visibleMenu } from '../../features/navigation/menu-model.ts';
import { useBackendProbe } from '../../features/session/use-backend-probe.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { useAppStore } from '../../lib/store/app-store.ts';
import { AccountSlot } from './AccountSlot.tsx';
import { BackendBanner } from './BackendBanner.tsx';
import { NotificationSlot } from './NotificationSlot.tsx';
import { dropdownLinks, topLinks } from './header-links.ts';
import { useCompactMenu } from './use-compact-menu.ts';

const NAV_ID = 'main-menu';

/** The frame of every signed-in screen: fixed header, vertical menu, the screen. */
export function AppLayout() {
  const { pathname, key } = useLocation();
  const user = useAppStore((s) => s.user);
  const backendDown = useAppStore((s) => s.backendStatus === 'down');
  const openGroup = useAppStore((s) => s.openMenuGroup);
  const setOpenGroup = useAppStore((s) => s.setOpenMenuGroup);
  const compactMenu = useCompactMenu();
  const { logout } = useLogout();
  const probe = useBackendProbe(pageTitle(pathname), key);

  const items = useMemo(() => visibleMenu(MENU, user), [user]);
  const shortcuts = useMemo(() => topLinks(user), [user]);
  const activeKey = activeMenuKey(items, pathname);
  const activeGroup = groupOf(items, activeKey);

  // Arriving somewhere opens the group that holds the page, closing any other.
  useEffect(() => {
    if (activeGroup) setOpenGroup(activeGroup);
  }, [activeGroup, setOpenGroup]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopHeader
        productName={PRODUCT_NAME}
        homeHref={HOME_PATH}
        profileHref={hrefOf('userProfile')}
        topLinks={shortcuts}
        menuLinks={dropdownLinks(user)}
        displayName={user?.displayName ?? ''}
        accountControl={<AccountSlot />}
        notifications={<NotificationSlot />}
        onLogout={logout}
        navId={NAV_ID}
        mobileMenuOpen={compactMenu.open}
        onToggleMobileMenu={compactMenu.toggle}
      />
      <div className="shell__body">
        <SideNav
          id={NAV_ID}
          items={items}
          activeKey={activeKey}
          openGroup={openGroup}
          onOpenGroupChange={setOpenGroup}
          revealed={compactMenu.open}
          onNavigate={compactMenu.close}
        />
        {/* Pointer users close the compact menu by tapping beside it; keyboards use Escape. */}
        {compactMenu.open ? (
          <div className="menu-backdrop" aria-hidden="true" onClick={compactMenu.close} />
        ) : null}
        <main id="main" className="shell__main" tabIndex={-1}>
          {backendDown ? <BackendBanner onRetry={probe} /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

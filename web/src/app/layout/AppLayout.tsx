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
import { BackendBanner } from './BackendBanner.tsx';
import { dropdownLinks, TOP_LINKS } from './header-links.ts';

const NAV_ID = 'main-menu';

/** The frame of every signed-in screen: fixed header, vertical menu, the screen. */
export function AppLayout() {
  const { pathname, key } = useLocation();
  const state = useAppStore();
  const { logout } = useLogout();
  const probe = useBackendProbe(pageTitle(pathname), key);

  const items = useMemo(() => visibleMenu(MENU, state.user), [state.user]);
  const activeKey = activeMenuKey(items, pathname);
  const activeGroup = groupOf(items, activeKey);
  const { setOpenMenuGroup } = state;

  // Arriving somewhere opens the group that holds the page, closing any other.
  useEffect(() => {
    if (activeGroup) setOpenMenuGroup(activeGroup);
  }, [activeGroup, setOpenMenuGroup]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopHeader
        productName={PRODUCT_NAME}
        homeHref={HOME_PATH}
        profileHref={hrefOf('userProfile')}
        topLinks={TOP_LINKS}
        menuLinks={dropdownLinks(state.user)}
        displayName={state.user?.displayName ?? ''}
        account={state.selectedAccount}
        onLogout={logout}
        navId={NAV_ID}
        mobileMenuOpen={state.mobileMenuOpen}
        onToggleMobileMenu={state.toggleMobileMenu}
      />
      <div className="shell__body">
        <SideNav
          id={NAV_ID}
          items={items}
          activeKey={activeKey}
          openGroup={state.openMenuGroup}
          onOpenGroupChange={setOpenMenuGroup}
          revealed={state.mobileMenuOpen}
          onNavigate={state.closeMobileMenu}
        />
        <main id="main" className="shell__main" tabIndex={-1}>
          {state.backendStatus === 'down' ? <BackendBanner onRetry={probe} /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

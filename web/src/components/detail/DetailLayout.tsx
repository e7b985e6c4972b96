/**
 * A record's page: its title, a line about it, its actions, and tabs with a URL each (the
 * route's optional subPage). Switching tabs navigates, so a tab can be linked, reloaded and
 * reached with Back; only the open tab's content is rendered (and fetches its data).
 */
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './detail.css';

export interface DetailTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface DetailLayoutProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the tabs, whichever is open: what the record lacks or the user must know. */
  notice?: ReactNode;
  tabs: readonly DetailTab[];
  /** The subPage of the URL; missing or unknown opens the first tab. */
  activeTab?: string | undefined;
  tabHref: (tabId: string) => string;
}

export function DetailLayout({
  title,
  subtitle,
  actions,
  notice,
  tabs,
  activeTab,
  tabHref,
}: DetailLayoutProps) {
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.id === activeTab) ?? tabs[0];
  return (
    <div className="detail">
      <header className="detail__header">
        <div className="detail__heading">
          <h1 className="detail__title">{title}</h1>
          {subtitle ? <p className="detail__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="detail__actions">{actions}</div> : null}
      </header>
      {notice}
      {active ? (
        <Tabs.Root
          className="detail__tabs"
          value={active.id}
          activationMode="manual"
          onValueChange={(id) => {
            // A tab switch keeps the page where it is; the header stays in view.
            void navigate(tabHref(id), { state: { keepScroll: true } });
          }}
        >
          <Tabs.List className="detail__tab-list" aria-label={`${title}: sections`}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id} className="detail__tab">
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={active.id} className="detail__panel">
            {active.content}
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </div>
  );
}

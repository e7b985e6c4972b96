/**
 * Admin Panel (the menu's "Users & Privileges"): the directory's users with their roles, privileges,
 * client scope and status; adding and changing them; and the audit log of every change. The
 * open form (`?new=1`, `?user=<id>`) and tab (`?tab=audit`) are in the URL, so Back closes them.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import type { ScreenProps } from '../../lib/screen.ts';
import { AuditLog } from './AuditLog.tsx';
import { TakesEffectNote } from './TakesEffectNote.tsx';
import { UserCreate } from './UserCreate.tsx';
import { UserEdit } from './UserEdit.tsx';
import { UserList } from './UserList.tsx';
import './admin.css';
import '../../components/detail/detail.css';

type Tab = 'users' | 'audit';

function AdminPanel({ route }: ScreenProps) {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'audit' ? 'audit' : 'users';
  const userId = search.get('user');
  const set = (name: string, value: string | null) => {
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  };

  if (search.get('new') === '1') {
    return (
      <UserCreate
        onDone={() => {
          set('new', null);
        }}
      />
    );
  }
  if (userId) {
    return (
      <UserEdit
        id={userId}
        onDone={() => {
          set('user', null);
        }}
      />
    );
  }
  return (
    <>
      <PageHeader title={route.name} />
      <TakesEffectNote />
      <Tabs.Root
        className="detail__tabs admin-tabs"
        value={tab}
        activationMode="manual"
        onValueChange={(value) => {
          set('tab', value === 'audit' ? 'audit' : null);
        }}
      >
        <Tabs.List className="detail__tab-list" aria-label={`${route.name}: sections`}>
          <Tabs.Trigger value="users" className="detail__tab">
            Users
          </Tabs.Trigger>
          <Tabs.Trigger value="audit" className="detail__tab">
            Audit log
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab} className="detail__panel">
          {tab === 'audit' ? (
            <AuditLog />
          ) : (
            <UserList
              onAdd={() => {
                set('new', '1');
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default defineScreen(AdminPanel);

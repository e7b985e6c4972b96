/**
 * Deactivate or reactivate a user, after a confirmation. Deactivation counts at once: the API
 * refuses the user's open sessions and the identity provider their sign-in. An administrator
 * cannot deactivate themselves (core's rule): the button is disabled and the reason shown.
 */
import type { User } from '@backoffice/core/api';
import { SELF_LOCKOUT } from '@backoffice/core/domain';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { statusText } from './user-text.ts';

export function UserStatus({ user, self }: { user: User; self: boolean }) {
  const update = useApiMutation('updateUser');
  const canChange = useCan('updateUser');
  const deactivating = user.active;
  const verb = deactivating ? 'Deactivate' : 'Reactivate';
  const setActive = async () => {
    await update.mutateAsync({ params: { id: user.id }, body: { active: !user.active } });
    toast({
      tone: 'success',
      title: `${user.username} ${deactivating ? 'deactivated' : 'reactivated'}`,
    });
  };
  return (
    <section className="card admin-status" aria-labelledby="user-status">
      <h2 id="user-status">Status</h2>
      <p>
        <span className={user.active ? 'user-status' : 'user-status user-status--off'}>
          {statusText(user.active)}
        </span>{' '}
        · last sign-in {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'never'}
      </p>
      {!canChange ? null : self && deactivating ? (
        <>
          <button type="button" className="button" disabled aria-describedby="self-note">
            Deactivate
          </button>
          <p id="self-note" className="admin-status__note">
            {SELF_LOCKOUT.deactivate}
          </p>
        </>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={deactivating ? 'button button--danger' : 'button'}>
              {verb}
            </button>
          }
          title={`${verb} ${user.username}?`}
          description={
            deactivating
              ? 'They are signed out of the API at once and cannot sign in until reactivated.'
              : 'They can sign in again, with the access shown here.'
          }
          confirmLabel={verb}
          pendingLabel={deactivating ? 'Deactivating…' : 'Reactivating…'}
          tone={deactivating ? 'danger' : 'default'}
          onConfirm={setActive}
        />
      )}
    </section>
  );
}

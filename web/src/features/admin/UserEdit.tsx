/** One user: their name, e-mail and access in a form, and their status (deactivate/reactivate). */
import { userUpdateSchema, type User } from '@backoffice/core/api';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { useAppStore } from '../../lib/store/app-store.ts';
import { TakesEffectNote } from './TakesEffectNote.tsx';
import { AccessFields, ProfileFields } from './UserForm.tsx';
import { UserStatus } from './UserStatus.tsx';

function EditForm({ user, self, onDone }: { user: User; self: boolean; onDone: () => void }) {
  const update = useApiMutation('updateUser');
  const access = useAccess('updateUser');
  const form = useContractForm(userUpdateSchema, {
    defaultValues: {
      displayName: user.displayName,
      email: user.email,
      roles: user.roles,
      privileges: user.privileges,
      clientNames: user.clientNames,
    },
  });
  return (
    <ContractForm
      form={form}
      label={`Edit ${user.username}`}
      submitLabel="Save changes"
      refusal={access.reason}
      cancel={
        <button type="button" className="button" onClick={onDone}>
          Back to users
        </button>
      }
      onSubmit={async (values) => {
        await update.mutateAsync({ params: { id: user.id }, body: values });
        toast({
          tone: 'success',
          title: 'User saved',
          description: `${user.username}: the change applies from their next action.`,
        });
        onDone();
      }}
    >
      <ProfileFields />
      <AccessFields self={self} />
    </ContractForm>
  );
}

export function UserEdit({ id, onDone }: { id: string; onDone: () => void }) {
  const me = useAppStore((s) => s.user?.userId);
  const query = useApiQuery('getUser', { params: { id } });
  if (query.isPending) return <StatusView title="Loading the user…" />;
  if (query.isError)
    return <LoadFailure what="The user" error={query.error} onRetry={() => void query.refetch()} />;
  const user = query.data;
  const self = user.id === me;
  return (
    <>
      <PageHeader title={`${user.displayName} (${user.username})`} />
      <TakesEffectNote />
      <div className="admin-user">
        <section className="card" aria-labelledby="user-access">
          <h2 id="user-access">Profile and access</h2>
          <EditForm key={user.updatedAt} user={user} self={self} onDone={onDone} />
        </section>
        <UserStatus user={user} self={self} />
      </div>
      <HistorySection recordType="user" id={user.id} />
    </>
  );
}

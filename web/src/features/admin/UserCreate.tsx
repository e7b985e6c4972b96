/**
 * Adds a user to the directory. The administrator sets a first password, which the API keeps
 * only as a salted scrypt hash; the user signs in with it at the identity provider.
 */
import { userCreateSchema } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { TakesEffectNote } from './TakesEffectNote.tsx';
import { AccessFields, ProfileFields } from './UserForm.tsx';

export function UserCreate({ onDone }: { onDone: () => void }) {
  const create = useApiMutation('createUser');
  const access = useAccess('createUser');
  const form = useContractForm(userCreateSchema, {
    defaultValues: {
      username: '',
      password: '',
      displayName: '',
      email: '',
      roles: ['ROLE_USER'],
      privileges: ['READ'],
      clientNames: [],
    },
  });
  return (
    <>
      <PageHeader title="Add user" />
      <TakesEffectNote />
      <div className="card">
        <ContractForm
          form={form}
          label="Add user"
          submitLabel="Add user"
          pendingLabel="Adding…"
          refusal={access.reason}
          cancel={
            <button type="button" className="button" onClick={onDone}>
              Cancel
            </button>
          }
          onSubmit={async (values, { idempotencyKey }) => {
            const user = await create.mutateAsync({ body: values, idempotencyKey });
            toast({
              tone: 'success',
              title: 'User added',
              description: `${user.username} can sign in with the password you set.`,
            });
            onDone();
          }}
        >
          <TextField
            name="username"
            label="Username"
            required
            hint="2-40 lower-case letters, digits, . _ -; it cannot change later."
          />
          <TextField
            name="password"
            label="First password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters. Stored only as a hash; tell the user another way."
          />
          <ProfileFields />
          <AccessFields />
        </ContractForm>
      </div>
    </>
  );
}

/**
 * User Profile: who the signed-in user is as the token says (identity, roles, privileges,
 * client scope), when the session ends, and the preferences kept by the server.
 */
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import type { ScreenProps } from '../../lib/screen.ts';
import { useAppStore } from '../../lib/store/app-store.ts';
import { IdentityCard } from './IdentityCard.tsx';
import { NotificationChoices } from './NotificationChoices.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';
import { SessionCard } from './SessionCard.tsx';
import './profile.css';

function ProfileScreen({ route }: ScreenProps) {
  const user = useAppStore((s) => s.user);
  const profile = useApiQuery('getProfile', {});
  if (!user) return null;

  return (
    <article className="profile">
      <PageHeader title={route.name} />
      <div className="profile__grid">
        <IdentityCard user={user} email={profile.data?.email} />
        <div className="profile__side">
          <SessionCard />
          {profile.isError ? (
            <LoadFailure
              what="Your preferences"
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
          ) : profile.data ? (
            <PreferencesForm user={user} preferences={profile.data.preferences} />
          ) : (
            <StatusView title="Loading your preferences…" />
          )}
          <NotificationChoices />
        </div>
      </div>
    </article>
  );
}

export default defineScreen(ProfileScreen);

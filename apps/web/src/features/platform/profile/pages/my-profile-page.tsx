import { usePageTitle } from '../../../../lib/page-title';
import { useMyProfileQuery } from '../api/profile-api';
import { LoadError } from '../components/load-error';
import { ProfileOverview } from '../components/profile-overview';
import { ProfileSkeleton } from '../components/profile-skeleton';

export default function MyProfilePage() {
  usePageTitle('My profile');
  const profile = useMyProfileQuery();

  if (profile.data) return <ProfileOverview profile={profile.data} />;
  if (profile.isError) {
    return (
      <LoadError
        title="Your profile could not be loaded"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <ProfileSkeleton />;
}

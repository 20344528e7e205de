import { Stack } from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { loadFailureOf } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useOnboardingProfileQuery } from '../api/profile-api';
import { ProfileForm } from '../components/profile-form';

/** /onboarding/profile: the new hire's own profile (their account is linked to their onboarding). */
export default function MyProfilePage() {
  usePageTitle('My profile');
  const profile = useOnboardingProfileQuery();
  const isNoHire = profile.isError && loadFailureOf(profile.error) === 'not-found';
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title="My profile"
        description="What we need before your first day: your details, who to call in an emergency, where to pay you, and a few questions of our own."
      />
      {isNoHire && (
        <EmptyState
          title="No onboarding profile"
          description="Your profile is here while you are onboarding as a new hire. Ask your HR contact if you expected one."
        />
      )}
      {profile.isError && !isNoHire && (
        <LoadFailureState error={profile.error} subject="profile" onRetry={() => void profile.refetch()} />
      )}
      {!profile.isError && <ProfileForm />}
    </Stack>
  );
}

import { useCallback } from 'react';
import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { UpdateProfileBody } from '@atrium/shared/schemas/platform/profile';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import {
  useMyProfileQuery,
  useRequestEmailChangeMutation,
  useUpdateProfileMutation,
} from '../api/profile-api';
import { ChangeEmailForm } from '../components/change-email-form';
import { LoadError } from '../components/load-error';
import { ProfileForm } from '../components/profile-form';
import { ProfileSkeleton } from '../components/profile-skeleton';

export default function EditProfilePage() {
  usePageTitle('Edit profile');
  const navigate = useNavigate();
  const profile = useMyProfileQuery();
  const [updateProfile] = useUpdateProfileMutation();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const toProfile = useCallback(() => navigate(paths.myProfile), [navigate]);

  let content;
  if (profile.data) {
    content = (
      <>
        <ProfileForm
          // A fresh form per profile, so its defaults are the loaded values.
          key={profile.data.id}
          profile={profile.data}
          onSubmit={(body: UpdateProfileBody) => updateProfile(body).unwrap()}
          onSaved={toProfile}
          onCancel={toProfile}
        />
        <ChangeEmailForm profile={profile.data} onSubmit={(body) => requestEmailChange(body).unwrap()} />
      </>
    );
  } else if (profile.isError) {
    content = (
      <LoadError
        title="Your profile could not be loaded"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    content = <ProfileSkeleton />;
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={paths.myProfile} underline="hover" color="inherit">
            My profile
          </Link>
          <Typography color="text.primary" aria-current="page">
            Edit
          </Typography>
        </Breadcrumbs>
        <Typography variant="h4" component="h1">
          Edit profile
        </Typography>
      </Box>
      {content}
    </Stack>
  );
}

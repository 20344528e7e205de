import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import {
  brandedAssetsBodySchema,
  contrastRatio,
  MIN_CONTRAST,
  type BrandedAssets,
} from '@atrium/shared/schemas/onboarding/welcome';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useBrandedAssetsQuery, useSaveBrandedAssetsMutation } from '../api/welcome-api';

type Values = { logoFileId: string | null; primaryColor: string; accentColor: string };
const fieldOf = fieldsNamed<Values>(['logoFileId', 'primaryColor', 'accentColor']);
const IMAGES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const HEX = /^#[0-9a-fA-F]{6}$/;

function ColorField({
  name,
  label,
  control,
}: {
  name: 'primaryColor' | 'accentColor';
  label: string;
  control: ReturnType<typeof useForm<Values>>['control'];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ratio = HEX.test(field.value) ? contrastRatio(field.value, '#ffffff') : null;
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              component="input"
              type="color"
              aria-label={`${label}: pick`}
              value={HEX.test(field.value) ? field.value : '#000000'}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
              sx={{ width: 56, height: 56, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
            />
            <TextField
              label={label}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (ratio
                  ? `Contrast with white text ${ratio.toFixed(1)}:1 (at least ${MIN_CONTRAST[name]}:1)`
                  : ' ')
              }
              sx={{ flex: 1 }}
            />
          </Stack>
        );
      }}
    />
  );
}

function BrandingForm({ branding }: { branding: BrandedAssets }) {
  const [save] = useSaveBrandedAssetsMutation();
  const [logoUrl, setLogoUrl] = useState(branding.logoUrl);
  const initial = {
    logoFileId: branding.logoFileId,
    primaryColor: branding.primaryColor,
    accentColor: branding.accentColor,
  };
  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<Values>({
    resolver: zodResolver(brandedAssetsBodySchema) as unknown as Resolver<Values>,
    defaultValues: initial,
  });
  useEffect(() => {
    reset({
      logoFileId: branding.logoFileId,
      primaryColor: branding.primaryColor,
      accentColor: branding.accentColor,
    });
    setLogoUrl(branding.logoUrl);
  }, [branding, reset]);
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  const [primary, accent] = useWatch({ control, name: ['primaryColor', 'accentColor'] });
  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save(body).unwrap(), 'Branded assets saved'));
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Branded assets"
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Stack spacing={3}>
        <SingleFileUpload
          label="Logo"
          value={logoUrl}
          accept={IMAGES}
          hint="PNG, JPEG, GIF or WebP"
          preview="image"
          error={formState.errors.logoFileId?.message}
          onChange={(url, file) => {
            setLogoUrl(url);
            setValue('logoFileId', url && file ? file.id : null, { shouldDirty: true });
          }}
        />
        <ColorField control={control} name="primaryColor" label="Primary colour" />
        <ColorField control={control} name="accentColor" label="Accent colour" />
        <Box
          aria-label="Sample"
          sx={{
            borderRadius: 2,
            p: 2,
            color: '#fff',
            bgcolor: HEX.test(primary) ? primary : 'grey.700',
            borderBottom: 6,
            borderColor: HEX.test(accent) ? accent : 'grey.500',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Welcome, Grace</Typography>
          <Typography variant="body2">How your header and buttons will look.</Typography>
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          Save
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}

/** /onboarding/settings/branded-assets: the logo and colours of the welcome pages and onboarding mails. */
export default function BrandedAssetsPage() {
  usePageTitle('Branded assets');
  const branding = useBrandedAssetsQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Branded assets"
        description="Your logo and colours on the new hire’s welcome pages and onboarding mails. White text must stay readable on them."
      />
      {branding.isError && (
        <LoadFailureState error={branding.error} subject="branding" onRetry={() => void branding.refetch()} />
      )}
      {branding.isLoading && (
        <Skeleton variant="rounded" height={320} aria-label="Loading the branded assets" role="progressbar" />
      )}
      {branding.data && <BrandingForm branding={branding.data} />}
    </Stack>
  );
}

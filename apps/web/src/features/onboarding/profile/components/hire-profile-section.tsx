import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { COUNTRIES } from '@atrium/shared/constants/countries';
import type { FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import type { Profile } from '@atrium/shared/schemas/onboarding/profile';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useHasPermission } from '../../../../lib/session-hooks';
import { toastError } from '../../../../lib/toast';
import { useOnboardingProfileQuery, useRevealProfileSecretMutation, type Revealed } from '../api/profile-api';
import { ProfileForm } from './profile-form';

const countryName = (code: string | null | undefined) =>
  COUNTRIES.find((country) => country.code === code)?.name ?? code ?? '';

const addressText = (address: {
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode?: string | null;
  country: string;
}) =>
  [address.line1, address.line2, address.city, address.region, address.postcode, countryName(address.country)]
    .filter(Boolean)
    .join(', ');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', sm: '200px 1fr' }, gap: 1 }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A custom field's value in words (ids named from the profile's choices). */
function valueText(field: FieldDefinition, value: unknown, profile: Profile): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.type) {
    case 'multiple_choice':
      return (value as string[]).join(', ');
    case 'country':
      return countryName(value as string);
    case 'address':
      return addressText(value as Parameters<typeof addressText>[0]);
    case 'contact': {
      const contact = value as { name: string; phone?: string | null; email?: string | null };
      return [contact.name, contact.phone, contact.email].filter(Boolean).join(', ');
    }
    case 'person':
      return profile.choices.people.find((person) => person.id === value)?.name ?? 'A person';
    case 'team':
      return profile.choices.teams.find((team) => team.id === value)?.name ?? 'A team';
    case 'image':
      return 'Uploaded';
    default:
      return String(value);
  }
}

/** A secret shown masked, with Reveal for those who may (each reveal is audited by the server). */
function Secret({
  masked,
  newHireId,
  target,
  canReveal,
  format,
}: {
  masked: string;
  newHireId: string;
  target: string;
  canReveal: boolean;
  format: (revealed: Revealed) => string;
}) {
  const [reveal, { isLoading }] = useRevealProfileSecretMutation();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{shown ?? masked}</span>
      {canReveal && !shown && (
        <Button
          size="small"
          loading={isLoading}
          onClick={async () => {
            try {
              setShown(format(await reveal({ newHireId, target }).unwrap()));
            } catch (error) {
              toastError(error);
            }
          }}
        >
          Reveal
        </Button>
      )}
      {shown && (
        <Button size="small" onClick={() => setShown(null)}>
          Hide
        </Button>
      )}
    </Stack>
  );
}

/** The Profile section of a hire's page (`profile.view.all`): read, revealed and edited by HR. */
export function HireProfileSection({ hireId }: { hireId: string }) {
  const canView = useHasPermission('onb.module.profile.profile.view.all');
  const canEdit = useHasPermission('onb.module.profile.profile.edit.all');
  const profile = useOnboardingProfileQuery(hireId, { skip: !canView });
  const [isEditing, setIsEditing] = useState(false);
  if (!canView) return null;
  const data = profile.data;
  return (
    <Card variant="outlined" component="section" aria-label="Profile">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            Profile
          </Typography>
          {canEdit && data && (
            <Button size="small" onClick={() => setIsEditing((editing) => !editing)}>
              {isEditing ? 'Close the form' : 'Edit profile'}
            </Button>
          )}
        </Stack>
        {profile.isError && (
          <LoadFailureState error={profile.error} subject="profile" onRetry={() => void profile.refetch()} />
        )}
        {!data && !profile.isError && (
          <Skeleton variant="rounded" height={160} aria-label="Loading the profile" role="progressbar" />
        )}
        {data && isEditing && <ProfileForm newHireId={hireId} onSaved={() => setIsEditing(false)} />}
        {data && !isEditing && (
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {data.missingRequired.length > 0 && (
              <Typography color="warning.main">
                {data.missingRequired.length} required field{data.missingRequired.length === 1 ? '' : 's'}{' '}
                still empty
              </Typography>
            )}
            <Row label="Legal name">
              {data.legalFirstName} {data.legalLastName}
            </Row>
            <Row label="Date of birth">{data.dateOfBirth ?? '—'}</Row>
            <Row label="Home address">{data.address ? addressText(data.address) : '—'}</Row>
            <Row label="Emergency contacts">
              {data.emergencyContacts.length === 0
                ? '—'
                : data.emergencyContacts
                    .map((contact) => `${contact.name} (${contact.relationship}), ${contact.phone}`)
                    .join('; ')}
            </Row>
            <Row label="Bank details">
              {data.bankDetails ? (
                <Secret
                  masked={`${data.bankDetails.accountHolder}, ${data.bankDetails.bankName}, ${data.bankDetails.accountMasked}`}
                  newHireId={hireId}
                  target="bankDetails"
                  canReveal={data.canReveal}
                  format={(revealed) => {
                    const bank = revealed.bankDetails;
                    if (!bank) return '—';
                    const number = bank.iban
                      ? `IBAN ${bank.iban}`
                      : `${bank.sortCode ? `sort code ${bank.sortCode}` : `routing ${bank.routingNumber}`}, account ${bank.accountNumber}`;
                    return `${bank.accountHolder}, ${bank.bankName}, ${number}`;
                  }}
                />
              ) : (
                '—'
              )}
            </Row>
            {data.fields.map((field) => (
              <Row key={field.id} label={field.name}>
                {field.type === 'masked' && data.fieldValues[field.id] ? (
                  <Secret
                    masked={String(data.fieldValues[field.id])}
                    newHireId={hireId}
                    target={field.id}
                    canReveal={data.canReveal}
                    format={(revealed) => revealed.value ?? '—'}
                  />
                ) : (
                  valueText(field, data.fieldValues[field.id], data)
                )}
              </Row>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

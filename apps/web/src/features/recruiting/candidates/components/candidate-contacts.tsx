import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { CandidateDetail } from '../api/candidates-api';
import { CONTACT_TYPE_LABELS } from '../utils/candidate-labels';

// Stored addresses were checked on the way in; a link still opens only a web address, never a script.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);
const dialable = (value: string) => value.replace(/[^+\d]/g, '');

function Group({ label, children }: { label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={label}>
        {children}
      </Stack>
    </Box>
  );
}

function Entry({ children, type }: { children: ReactNode; type?: keyof typeof CONTACT_TYPE_LABELS }) {
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      {children}
      {type && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          ({CONTACT_TYPE_LABELS[type]})
        </Typography>
      )}
    </Box>
  );
}

const webLink = (value: string) =>
  isWebAddress(value) ? (
    <Link href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </Link>
  ) : (
    value
  );

/** How to reach the candidate: each address with its kind, as links a click can use. */
export function CandidateContacts({ candidate }: { candidate: CandidateDetail }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Group label="Email">
        {candidate.emailAddresses.map((email) => (
          <Entry key={`${email.type}-${email.value}`} type={email.type}>
            <Link href={`mailto:${email.value}`}>{email.value}</Link>
          </Entry>
        ))}
      </Group>
      <Group label="Phone">
        {candidate.phoneNumbers.map((phone) => (
          <Entry key={`${phone.type}-${phone.value}`} type={phone.type}>
            <Link href={`tel:${dialable(phone.value)}`}>{phone.value}</Link>
          </Entry>
        ))}
      </Group>
      <Group label="Address">
        {candidate.addresses.map((address) => (
          <Entry key={`${address.type}-${address.value}`} type={address.type}>
            {address.value}
          </Entry>
        ))}
      </Group>
      <Group label="Websites">
        {candidate.websiteAddresses.map((website) => (
          <Entry key={`${website.type}-${website.value}`} type={website.type}>
            {webLink(website.value)}
          </Entry>
        ))}
      </Group>
      <Group label="Social media">
        {candidate.socialMediaAddresses.map((social) => (
          <Entry key={social.value}>{webLink(social.value)}</Entry>
        ))}
      </Group>
      <Group label="Recruiting team">
        {[
          <Entry key="recruiter">Recruiter: {candidate.recruiter?.name ?? 'none'}</Entry>,
          <Entry key="coordinator">Coordinator: {candidate.coordinator?.name ?? 'none'}</Entry>,
        ]}
      </Group>
    </Box>
  );
}

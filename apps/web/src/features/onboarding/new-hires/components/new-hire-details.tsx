import { useId, type ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { COUNTRIES } from '@atrium/shared/constants/countries';
import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import type { NewHire } from '../api/new-hires-api';
import { formatDate } from '../utils/new-hire-labels';

const SOURCE_LABELS: Record<NewHire['source'], string> = {
  recruiting: 'Hired in Recruiting',
  manual: 'Added by hand',
  import: 'Imported from a CSV file',
};

const countryName = (code: string | null) =>
  code ? (COUNTRIES.find((country) => country.code === code)?.name ?? code) : null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** What Onboarding knows of a hire, as a list of facts. */
export function NewHireDetails({ hire, action }: { hire: NewHire; action?: ReactNode }) {
  const legalName = `${hire.legalFirstName} ${hire.legalLastName}`;
  const headingId = useId();
  const criteria = new Map<string, NewHire['criterionValues']>();
  for (const value of hire.criterionValues)
    criteria.set(value.criterionName, [...(criteria.get(value.criterionName) ?? []), value]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Details
        </Typography>
        {action}
      </Stack>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {hire.name !== legalName && <Fact label="Legal name">{legalName}</Fact>}
        <Fact label="Personal email">{hire.personalEmail}</Fact>
        <Fact label="Phone">{hire.phone}</Fact>
        <Fact label="Start date">{hire.startDate ? formatDate(hire.startDate) : 'Not set yet'}</Fact>
        <Fact label="Job title">{hire.jobTitle}</Fact>
        <Fact label="Department">{hire.department?.name}</Fact>
        <Fact label="Location">{hire.location?.name}</Fact>
        <Fact label="Employment type">
          {hire.employmentType ? EMPLOYMENT_TYPE_LABELS[hire.employmentType] : null}
        </Fact>
        <Fact label="Work country">{countryName(hire.workCountry)}</Fact>
        <Fact label="Manager">{hire.manager?.name}</Fact>
        <Fact label="HR contact">{hire.hrContact?.name}</Fact>
        <Fact label="Buddy">{hire.buddy?.name}</Fact>
        {[...criteria].map(([criterion, values]) => (
          <Fact key={criterion} label={criterion}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {values.map((value) => (
                <Chip key={value.id} size="small" label={value.name} />
              ))}
            </Stack>
          </Fact>
        ))}
        <Fact label="Source">{SOURCE_LABELS[hire.source]}</Fact>
      </Stack>
    </Paper>
  );
}

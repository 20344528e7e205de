import { Box, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ONBOARDING_TOKENS, type OnboardingToken } from '@atrium/shared/schemas/onboarding/plan';

/** The tokens the server fills in from the hire (unknown ones are refused), each added by a click. */
export function TokenChips({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <Box component="section" aria-label="Tokens">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Filled in from each new hire. Add one to the instructions:
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(Object.keys(ONBOARDING_TOKENS) as OnboardingToken[]).map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            icon={<AddIcon />}
            label={ONBOARDING_TOKENS[name].label}
            title={`{{${name}}}`}
            aria-label={`Add ${ONBOARDING_TOKENS[name].label} to the instructions`}
            onClick={() => onInsert(`{{${name}}}`)}
          />
        ))}
      </Box>
    </Box>
  );
}

/** Instructions with a token added as a paragraph of its own at the end (the editor has no cursor API). */
export const withToken = (html: string, token: string): string => `${html}<p>${token}</p>`;

import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_MAX, PASSWORD_MIN } from '@atrium/shared/constants/limits';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * The rules behind the shared password patterns (schemas/platform/password.ts), spelled out one by one.
 * Reset and set-new-password accept any special character; change-password only @$!%*?& (spec 5).
 */
export type SpecialCharacters = 'any' | 'limited';

const LIMITED_SPECIALS = '@$!%*?&';

function passwordRules(value: string, specials: SpecialCharacters) {
  return [
    {
      label: `${PASSWORD_MIN}–${PASSWORD_MAX} characters`,
      isMet: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
    },
    { label: 'An uppercase letter', isMet: /[A-Z]/.test(value) },
    { label: 'A lowercase letter', isMet: /[a-z]/.test(value) },
    { label: 'A number', isMet: /\d/.test(value) },
    specials === 'any'
      ? { label: 'A special character', isMet: /[^A-Za-z0-9]/.test(value) }
      : {
          label: `A special character (${LIMITED_SPECIALS.split('').join(' ')})`,
          isMet: /[@$!%*?&]/.test(value),
        },
  ];
}

export function PasswordStrengthHint({
  value,
  specials = 'any',
}: {
  value: string;
  specials?: SpecialCharacters;
}) {
  const rules = passwordRules(value, specials);
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: -1,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' },
        gap: 0.5,
      }}
    >
      {rules.map((rule) => (
        <Box component="li" key={rule.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {rule.isMet ? (
            <CheckCircleIcon sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon sx={{ fontSize: 16, color: 'text.disabled' }} aria-hidden />
          )}
          <Typography variant="body2" sx={{ color: rule.isMet ? 'text.primary' : 'text.secondary' }}>
            {rule.label}
            <Box component="span" sx={visuallyHidden}>
              {rule.isMet ? ' (met)' : ' (not met)'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

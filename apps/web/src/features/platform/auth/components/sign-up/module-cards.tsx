import { Box, Button, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { MODULE_CARDS, type Module } from '@atrium/shared/constants/modules';
import { MARKETING_SITE_URL, paths } from '../../../../../config/paths';
import { ModuleCard } from './module-card';

export interface ModuleCardsProps {
  selected: readonly Module[];
  onToggle: (module: Module) => void;
  onContinue: () => void;
}

/** The first sign-up screen: pick modules; Continue appears once at least one is picked (spec section 2). */
export function ModuleCards({ selected, onToggle, onContinue }: ModuleCardsProps) {
  const count = selected.length;
  return (
    <Box component="section" aria-labelledby="module-cards-heading">
      <Typography
        id="module-cards-heading"
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xxs: 26, sm: 34 } }}
      >
        Choose your modules
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pick the products your company wants to use.
      </Typography>
      <Box
        role="group"
        aria-label="Modules"
        sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {MODULE_CARDS.map((card) => (
          <ModuleCard
            key={card.value}
            card={card}
            isSelected={selected.includes(card.value as Module)}
            onToggle={() => onToggle(card.value as Module)}
          />
        ))}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2, minHeight: 20 }}>
        {count === 0
          ? 'Select at least one module to continue.'
          : `${count} ${count === 1 ? 'module' : 'modules'} selected`}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2 }}>
        <Button
          component="a"
          href={MARKETING_SITE_URL}
          variant="outlined"
          size="large"
          startIcon={<ArrowBackIcon />}
        >
          Back
        </Button>
        {count > 0 && (
          <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={onContinue}>
            Continue
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.signIn()} fontWeight={600}>
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}

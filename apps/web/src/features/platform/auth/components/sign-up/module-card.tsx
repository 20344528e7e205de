import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { ModuleCard as ModuleCardData } from '@atrium/shared/constants/modules';

export interface ModuleCardProps {
  card: ModuleCardData;
  isSelected: boolean;
  onToggle: () => void;
}

/**
 * One module as a toggle button (aria-pressed). A coming-soon module stays focusable so its label is
 * read out, but is aria-disabled and ignores presses (spec section 1).
 */
export function ModuleCard({ card, isSelected, onToggle }: ModuleCardProps) {
  const isDisabled = card.isComingSoon;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderWidth: 2,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isSelected ? 'action.selected' : 'background.paper',
        opacity: isDisabled ? 0.6 : 1,
        transition: 'border-color 150ms, background-color 150ms',
      }}
    >
      <CardActionArea
        aria-pressed={isSelected}
        aria-disabled={isDisabled || undefined}
        disableRipple={isDisabled}
        onClick={isDisabled ? undefined : onToggle}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          cursor: isDisabled ? 'not-allowed' : 'pointer',
        }}
      >
        <Box
          sx={{ color: isSelected ? 'primary.main' : 'text.disabled', pt: 0.25, lineHeight: 0 }}
          aria-hidden
        >
          {isSelected ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="span" fontWeight={700}>
              {card.title}
            </Typography>
            {isDisabled && <Chip label="Coming soon" size="small" />}
          </Box>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {card.description}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

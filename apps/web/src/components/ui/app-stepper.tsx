import { Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';

export interface StepItem {
  label: string;
  /** Shown under the label, e.g. "Optional". */
  caption?: string;
  hasError?: boolean;
}

export interface AppStepperProps {
  steps: readonly StepItem[];
  activeStep: number;
  /** Lets a person jump back to a finished step; steps ahead stay closed. */
  onStepClick?: (index: number) => void;
}

/** Progress through a wizard; vertical on a phone, where a row of labels would not fit. */
export function AppStepper({ steps, activeStep, onStepClick }: AppStepperProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Stepper
      activeStep={activeStep}
      orientation={isPhone ? 'vertical' : 'horizontal'}
      alternativeLabel={!isPhone}
    >
      {steps.map((step, index) => {
        const canJump = Boolean(onStepClick) && index < activeStep;
        return (
          <Step key={step.label} completed={index < activeStep}>
            <StepLabel
              error={step.hasError}
              aria-current={index === activeStep ? 'step' : undefined}
              optional={
                step.caption ? (
                  <Typography variant="caption" color={step.hasError ? 'error' : 'text.secondary'}>
                    {step.caption}
                  </Typography>
                ) : undefined
              }
              onClick={canJump ? () => onStepClick?.(index) : undefined}
              sx={canJump ? { cursor: 'pointer' } : undefined}
              role={canJump ? 'button' : undefined}
              tabIndex={canJump ? 0 : undefined}
              onKeyDown={
                canJump
                  ? (event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onStepClick?.(index);
                      }
                    }
                  : undefined
              }
            >
              {step.label}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}

import type { FormEvent } from 'react';
import { Box, Button, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { CompanyDetailsStep } from './company-details-step';
import type { SearchCompanies } from './company-lookup-field';
import { CompanyRegistrationStep } from './company-registration-step';
import { PersonalInfoStep } from './personal-info-step';
import { SIGN_UP_STEPS, type SignUpFormValues } from './sign-up-form-values';
import type { SignUpWizard } from './use-sign-up-wizard';

const STEP_HINTS = [
  'Tell us who you are. Your sign-in details will be emailed to this address.',
  'Tell us about your company.',
  'As registered with the authorities in your country.',
];

export interface SignUpWizardFormProps {
  wizard: SignUpWizard;
  searchCompanies: SearchCompanies;
  onBackToModules: () => void;
  onSubmit: (values: SignUpFormValues) => Promise<void>;
}

/** The three sign-up steps; each validates before the next opens, and Back never loses a value. */
export function SignUpWizardForm({
  wizard,
  searchCompanies,
  onBackToModules,
  onSubmit,
}: SignUpWizardFormProps) {
  const { form, step, isLastStep, next, back } = wizard;
  const { isSubmitting } = form.formState;
  const current = SIGN_UP_STEPS[step]!;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (isLastStep) void form.handleSubmit(onSubmit)(event);
    else void next();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="sign-up-step-title">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {SIGN_UP_STEPS.map((item) => (
          <Step key={item.title}>
            <StepLabel>{item.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        id="sign-up-step-title"
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontSize: { xxs: 26, sm: 34 } }}
      >
        {current.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {STEP_HINTS[step]}
      </Typography>
      {/* key: each step mounts fresh, so its first field takes focus. */}
      <Stack key={step} spacing={2.5}>
        {step === 0 && <PersonalInfoStep control={form.control} />}
        {step === 1 && <CompanyDetailsStep form={form} searchCompanies={searchCompanies} />}
        {step === 2 && <CompanyRegistrationStep control={form.control} />}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
        <Button
          variant="outlined"
          size="large"
          onClick={step === 0 ? onBackToModules : back}
          disabled={isSubmitting}
        >
          Back
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} loadingPosition="start">
          {isLastStep ? 'Create account' : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  signUpStep1Schema,
  signUpStep2Schema,
  signUpStep3Schema,
} from '@atrium/shared/schemas/platform/sign-up';
import {
  formFieldOf,
  LAST_STEP,
  SIGN_UP_DEFAULTS,
  SIGN_UP_STEPS,
  stepOfField,
  type SignUpField,
  type SignUpFormValues,
} from './sign-up-form-values';

// One form, one resolver per step (the shared step schemas). `raw` keeps every value in the submit
// handler instead of only the last step's parsed fields.
const STEP_RESOLVERS = [
  zodResolver(signUpStep1Schema, undefined, { raw: true }),
  zodResolver(signUpStep2Schema, undefined, { raw: true }),
  zodResolver(signUpStep3Schema, undefined, { raw: true }),
] as unknown as Array<Resolver<SignUpFormValues>>;

/** The three steps' form. Which step shows is the caller's (the URL's), through `step` and `setStep`. */
export function useSignUpWizard(step: number, setStep: (step: number) => void, stepBack: () => void) {
  const form = useForm<SignUpFormValues>({
    defaultValues: SIGN_UP_DEFAULTS,
    // Errors show when a field is left, then follow each change (the phone's 'Invalid phone number.' on blur).
    mode: 'onTouched',
    resolver: STEP_RESOLVERS[step],
  });

  /** Validates the current step; moves on only when it is valid. */
  const next = useCallback(async () => {
    const isValid = await form.trigger([...SIGN_UP_STEPS[step]!.fields], { shouldFocus: true });
    // From the step validated, not the latest: a double click must not skip a step.
    if (isValid) setStep(Math.min(step + 1, LAST_STEP));
    return isValid;
  }, [form, setStep, step]);

  // A server error can open another step; its field takes focus once that step has rendered.
  const fieldToFocus = useRef<SignUpField | null>(null);
  useEffect(() => {
    if (!fieldToFocus.current) return;
    form.setFocus(fieldToFocus.current);
    fieldToFocus.current = null;
  }, [form, step]);

  /** Puts the server's field errors on their fields and opens the earliest step holding one. */
  const showServerErrors = useCallback(
    (errors: ReadonlyArray<{ path: string; message: string }>) => {
      const values = form.getValues();
      let first: { field: SignUpField; step: number } | null = null;
      for (const error of errors) {
        const field = formFieldOf(error.path, values);
        if (!field) continue;
        form.setError(field, { type: 'server', message: error.message });
        if (!first || stepOfField(field) < first.step) first = { field, step: stepOfField(field) };
      }
      if (!first) return false;
      if (first.step === step) form.setFocus(first.field);
      else {
        fieldToFocus.current = first.field;
        setStep(first.step);
      }
      return true;
    },
    [form, setStep, step],
  );

  return { form, step, isLastStep: step === LAST_STEP, next, back: stepBack, showServerErrors };
}

export type SignUpWizard = ReturnType<typeof useSignUpWizard>;

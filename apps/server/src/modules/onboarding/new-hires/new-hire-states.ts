import type { NewHireState } from '@atrium/shared/schemas/onboarding/new-hires';

// Which transitions a state allows is the shared contract's (NEW_HIRE_STATE_MACHINE), so the web
// app offers exactly what the server accepts; what each state records is the server's own.

/** The instant each state records when entered. */
export const STATE_STAMPS = {
  onboarding: 'invitedAt',
  complete: 'completedAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<NewHireState, string>>;

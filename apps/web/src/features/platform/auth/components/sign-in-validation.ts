import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@atrium/shared/schemas/platform/auth';

// Loaded on the sign-in form's first input (sign-in-form.tsx), with zod, so the page loads lighter.
export const signInResolver = zodResolver(signInSchema);

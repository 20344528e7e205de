import { loadFailureOf } from '../../lib/api-errors';

export interface LoadFailureCopy {
  title: string;
  description: string;
  /** Only a failure to be answered is worth another try; a refusal or a missing record stays so. */
  canRetry: boolean;
}

/**
 * What a failed load tells the person, by why it failed (lib/api-errors.ts), about "the list",
 * "the page" or whatever `subject` names: a refusal says whom to ask, never to check the connection.
 */
export function loadFailureCopy(error: unknown, subject = 'list'): LoadFailureCopy {
  switch (loadFailureOf(error)) {
    case 'forbidden':
      return {
        title: `You don't have access to this ${subject}`,
        description: 'Your role does not include it. If you need it, ask your company administrator.',
        canRetry: false,
      };
    case 'not-found':
      return {
        title: `This ${subject} was not found`,
        description: 'What it belongs to may have been removed, or the link is out of date.',
        canRetry: false,
      };
    default:
      return {
        title: `Could not load the ${subject}`,
        description: 'Check your connection and try again.',
        canRetry: true,
      };
  }
}

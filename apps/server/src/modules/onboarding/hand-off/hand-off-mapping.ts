import type { CandidateHiredPayload } from '@atrium/shared/schemas/platform/events';
import type { DataFlow } from '@atrium/shared/schemas/onboarding/data-flow';

/** What a hire from Recruiting brings, as settings → data flow lets it; name and email always. */
export interface HandedOffHire {
  legalFirstName: string;
  legalLastName: string;
  personalEmail: string;
  phone: string | null;
  startDate: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  locationId: string | null;
  managerUserId: string | null;
  customFields: Record<string, unknown>;
}

export function hireFromPayload(payload: CandidateHiredPayload, flow: DataFlow): HandedOffHire {
  return {
    legalFirstName: payload.firstName.trim(),
    legalLastName: payload.lastName.trim(),
    personalEmail: payload.email.trim().toLowerCase(),
    phone: flow.phone ? payload.phone || null : null,
    startDate: flow.startDate ? payload.startDate : null,
    jobTitle: flow.jobTitle ? payload.job.name : null,
    departmentId: flow.department ? (payload.department?.id ?? null) : null,
    // A job may have several offices; the hire works from the first.
    locationId: flow.location ? (payload.offices[0]?.id ?? null) : null,
    managerUserId: flow.manager ? (payload.manager?.id ?? null) : null,
    customFields: flow.offerCustomFields && payload.offer ? { ...payload.offer.customFields } : {},
  };
}

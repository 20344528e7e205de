import { useEffect, useMemo, useRef } from 'react';
import { Alert, Box, Link, Skeleton, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { checkCustomFieldValue, type CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import {
  OFFER_CURRENCIES,
  OFFER_MESSAGES,
  offerBodySchema,
  type Offer,
  type OfferBody,
  type OfferInput,
} from '@atrium/shared/schemas/recruiting/offers';
import { FormDateField } from '../../../../components/form/date-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { canOpenPage } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { NullableSelectField } from '../../candidates/components/nullable-select-field';
import { CustomFieldInputs } from '../../jobs/components/custom-field-inputs';
import { useGetJobQuery, type Job } from '../../jobs/api/jobs-api';
import { useCreateOfferMutation, useUpdateOfferMutation } from '../api/offers-api';
import { formatRange, isOutsideRange, SALARY_PERIOD_LABELS, type SalaryRange } from '../utils/offer-format';

type OfferForm = Omit<OfferBody, 'salary'> & { salary: number | null };

const SERVER_FIELDS = [
  'templateId',
  'salary',
  'currency',
  'salaryPeriod',
  'startDate',
  'expiresOn',
  'openingId',
  'note',
] as const;
const fieldOf = (path: string): FieldPath<OfferForm> | null =>
  (SERVER_FIELDS as readonly string[]).includes(path) || /^customFields\.[0-9a-f-]{36}$/.test(path)
    ? (path as FieldPath<OfferForm>)
    : null;

const PERIOD_OPTIONS = (['year', 'month', 'hour'] as const).map((period) => ({
  value: period,
  label: `Per ${period}`,
}));

/** The shared contract, plus what it cannot know: this job's range and this company's offer fields. */
function offerFormSchema(range: SalaryRange | null, fields: CustomField[]) {
  return offerBodySchema.superRefine(
    (offer, context) => {
      if (
        typeof offer.salary === 'number' &&
        typeof offer.currency === 'string' &&
        isOutsideRange(offer.salary, offer.currency, range)
      )
        context.addIssue({ code: 'custom', path: ['salary'], message: OFFER_MESSAGES.outsideRange });
      for (const field of fields) {
        const checked = checkCustomFieldValue(field, offer.customFields?.[field.id]);
        if (!checked.ok)
          context.addIssue({ code: 'custom', path: ['customFields', field.id], message: checked.message });
      }
    },
    // Shown with the other fields' errors, not only once those are fixed.
    { when: () => true },
  );
}

export interface OfferFormDialogProps {
  applicationId: string;
  candidateId: string;
  jobId: string;
  /** The offer being changed; none to create one. */
  offer: Offer | null;
  openings: Array<{ id: string; label: string }>;
  /** The company's offer templates and active offer fields, as the offer response carries them. */
  templates: Array<{ id: string; name: string }>;
  customFields: CustomField[];
  onClose: () => void;
}

/** The form's first values: the offer's own, or for a new one the job's currency and period. */
function defaultsOf(
  offer: Offer | null,
  openings: OfferFormDialogProps['openings'],
  jobSalary: Job['salary'],
): OfferForm {
  if (offer)
    return {
      templateId: offer.template?.id ?? '',
      salary: offer.salary,
      currency: offer.currency,
      salaryPeriod: offer.salaryPeriod,
      startDate: offer.startDate,
      expiresOn: offer.expiresOn,
      openingId: openings.some((opening) => opening.id === offer.opening?.id) ? offer.opening!.id : null,
      customFields: { ...offer.customFields },
      note: offer.note,
    };
  return {
    templateId: '',
    salary: null,
    currency: jobSalary?.currency ?? OFFER_CURRENCIES[0],
    salaryPeriod: jobSalary?.period ?? 'year',
    startDate: '',
    expiresOn: null,
    openingId: openings.length === 1 ? openings[0]!.id : null,
    customFields: {},
    note: '',
  };
}

/** Creates the offer, or changes its terms (an approved or sent offer gets a new version). */
export function OfferFormDialog({
  applicationId,
  candidateId,
  jobId,
  offer,
  openings,
  templates,
  customFields: fields,
  onClose,
}: OfferFormDialogProps) {
  const job = useGetJobQuery(jobId);
  const isLoading = job.isLoading;
  const [create, creating] = useCreateOfferMutation();
  const [update, updating] = useUpdateOfferMutation();
  const permissions = useSession().user?.permissions ?? [];
  const mayConfigureTemplates = canOpenPage(paths.offerTemplates, permissions);

  const jobSalary = job.data?.salary ?? null;
  const range = useMemo<SalaryRange | null>(
    () =>
      jobSalary
        ? { min: jobSalary.min, max: jobSalary.max, currency: jobSalary.currency }
        : (offer?.salaryRange ?? null),
    [jobSalary, offer],
  );
  const schema = useMemo(() => offerFormSchema(range, fields), [range, fields]);

  const { control, handleSubmit, setError, reset } = useForm<OfferForm, unknown, OfferInput>({
    resolver: zodResolver(schema) as unknown as Resolver<OfferForm, unknown, OfferInput>,
    defaultValues: defaultsOf(offer, openings, null),
  });
  // The fields show once the job is in; a new offer then starts in the job's currency.
  const isStarted = useRef(false);
  useEffect(() => {
    if (isLoading || isStarted.current) return;
    isStarted.current = true;
    if (!offer) reset(defaultsOf(null, openings, jobSalary));
  }, [isLoading, offer, openings, jobSalary, reset]);
  const currency = useWatch({ control, name: 'currency' });

  const submit = handleSubmit(async (body) => {
    try {
      const result = offer
        ? await update({ applicationId, candidateId, offerId: offer.id, body }).unwrap()
        : await create({ applicationId, candidateId, body }).unwrap();
      toastSuccess(successMessage(result, offer ? 'Offer saved' : 'Offer created'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  const templateOptions = templates.map((template) => ({ value: template.id, label: template.name }));
  // An offer keeps its own template even if it is no longer among the company's.
  if (offer?.template && !templateOptions.some((option) => option.value === offer.template!.id))
    templateOptions.push({ value: offer.template.id, label: offer.template.name });
  const currencies: string[] = [...OFFER_CURRENCIES];
  if (currency && !currencies.includes(currency)) currencies.push(currency);
  const rangeText = formatRange(range);
  const isVersioned = offer?.status === 'approved' || offer?.status === 'sent';

  return (
    <FormDialog
      open
      onClose={onClose}
      title={offer ? `Edit offer (version ${offer.version})` : 'Create offer'}
      submitLabel={offer ? (isVersioned ? 'Save as a new version' : 'Save offer') : 'Create offer'}
      onSubmit={(event) => void submit(event)}
      isSaving={creating.isLoading || updating.isLoading}
      maxWidth="md"
    >
      {isLoading ? (
        <Stack spacing={2} aria-label="Loading the offer form">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          {offer && isVersioned && (
            <Alert severity="warning">
              This offer was {offer.status === 'sent' ? 'sent' : 'approved'}. Saving makes version{' '}
              {offer.version + 1} as a draft: approvals start again
              {offer.status === 'sent' ? ', and the candidate needs the new letter sent' : ''}.
            </Alert>
          )}
          {offer?.status === 'pending_approval' && (
            <Alert severity="info">
              Saving returns the offer to draft and cancels the approval round waiting on it.
            </Alert>
          )}
          {templates.length === 0 && (
            <Alert severity="info">
              There are no offer templates yet.{' '}
              {mayConfigureTemplates ? (
                <>
                  Add one in{' '}
                  <Link component={RouterLink} to={paths.offerTemplates}>
                    Configuration → Offer templates
                  </Link>
                  .
                </>
              ) : (
                'Ask your company administrator to add one.'
              )}
            </Alert>
          )}
          <FormSelectField<OfferForm>
            control={control}
            name="templateId"
            label="Offer template"
            required
            options={templateOptions}
            helperText="The letter is written from it, with the terms below filled in."
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xxs: 'minmax(0, 1fr)', sm: '2fr 1fr 1fr' },
            }}
          >
            <FormNumberField<OfferForm>
              control={control}
              name="salary"
              label="Salary"
              required
              isInteger
              helperText={
                rangeText
                  ? `The job's range: ${rangeText}${jobSalary ? ` ${SALARY_PERIOD_LABELS[jobSalary.period]}` : ''}`
                  : 'The job names no salary range.'
              }
            />
            <FormSelectField<OfferForm>
              control={control}
              name="currency"
              label="Currency"
              required
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
            <FormSelectField<OfferForm>
              control={control}
              name="salaryPeriod"
              label="Period"
              required
              options={PERIOD_OPTIONS}
            />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xxs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormDateField<OfferForm> control={control} name="startDate" label="Start date" required />
            <FormDateField<OfferForm>
              control={control}
              name="expiresOn"
              label="Offer expires on"
              helperText="Without one, the answer link works for 30 days."
            />
          </Box>
          <NullableSelectField<OfferForm>
            control={control}
            name="openingId"
            label="Opening"
            noneLabel={openings.length === 0 ? 'No open opening' : 'Not chosen yet'}
            options={openings.map((opening) => ({ value: opening.id, label: opening.label }))}
          />
          <CustomFieldInputs<OfferForm> fields={fields} control={control} title="Offer fields" />
          <FormTextField<OfferForm>
            control={control}
            name="note"
            label="Note for the approvers"
            multiline
            minRows={2}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

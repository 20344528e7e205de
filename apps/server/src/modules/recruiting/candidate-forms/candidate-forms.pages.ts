import type { FieldError } from '../../../lib/app-error.ts';
import type { CareersSite } from '../careers/careers.repository.ts';
import { layout, questionFields, type FormValues } from '../careers/careers.pages.ts';
import { html } from '../careers/html.ts';
import type { OpenedForm } from './candidate-forms.service.ts';

/** The form a stage transition sent: the job's questions, posted back to the same address. */
export function candidateFormPage(
  site: CareersSite,
  opened: OpenedForm,
  action: string,
  state: { values: FormValues; errors: FieldError[] },
): string {
  const { request } = opened;
  const hasFiles = request.questions.some((question) => question.type === 'file');
  const body = html`<form
    class="card"
    method="post"
    action="${action}"
    enctype="${hasFiles ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}"
    novalidate
  >
    <h1>${request.formName}</h1>
    <p>
      Hello ${opened.firstName}, as the next step for <strong>${opened.jobName}</strong>, please answer these
      questions.
    </p>
    <p class="hint">Fields marked <span class="req">*</span> are required. You can send your answers once.</p>
    ${state.errors.length > 0 ? html`<div class="banner" role="alert">Please correct the highlighted fields${hasFiles ? ' (and choose your files again)' : ''}.</div>` : ''}
    ${questionFields(request.questions, state.values, state.errors)}
    <button type="submit">Send answers</button>
  </form>`;
  return layout(
    site,
    { title: `${request.formName} | ${site.companyName}`, description: request.formName, noindex: true },
    body,
  );
}

export function formAnsweredPage(site: CareersSite, opened: OpenedForm): string {
  const body = html`<section class="card" role="status">
    <h1>Thank you</h1>
    <p>
      Your answers to “${opened.request.formName}” for <strong>${opened.jobName}</strong> have been sent to
      ${site.companyName}.
    </p>
  </section>`;
  return layout(
    site,
    { title: `Answers sent | ${site.companyName}`, description: 'Answers sent', noindex: true },
    body,
  );
}

import {
  DEMOGRAPHIC_KEYS,
  DEMOGRAPHIC_QUESTIONS,
  GDPR_CONSENT_TEXT,
  VERIFICATION_TTL_MINUTES,
} from '@atrium/shared/schemas/recruiting/applications';
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@atrium/shared/constants/employment';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import type { FieldError } from '../../../lib/app-error.ts';
import { questionField } from '../applications/application-form.ts';
import type { CareersSite, PublicPost, PublicPostSummary } from './careers.repository.ts';
import { siteLinks } from './careers.links.ts';
import { html, trusted, type SafeHtml } from './html.ts';
import { sanitize } from './sanitize.ts';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2434;background:#f6f7fb}
a{color:#1d4ed8}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
header.site{background:#fff;border-bottom:1px solid #e3e6ee}header.site .in,main{max-width:880px;margin:0 auto;padding:16px 20px}
header.site .in{display:flex;align-items:center;gap:14px}header.site img{max-height:44px;max-width:160px}
header.site .name{font-weight:700;font-size:1.15rem;color:inherit;text-decoration:none}
h1{font-size:1.8rem;line-height:1.25;margin:8px 0 12px}h2{font-size:1.25rem;margin:28px 0 10px}
.card{background:#fff;border:1px solid #e3e6ee;border-radius:12px;padding:20px;margin:16px 0}
.filters{display:grid;grid-template-columns:2fr 1fr 1fr 1fr auto;gap:10px;align-items:end}
@media(max-width:720px){.filters{grid-template-columns:1fr}}
label{display:block;font-weight:600;font-size:.92rem;margin-bottom:4px}
input[type=text],input[type=email],input[type=tel],input[type=search],select,textarea{width:100%;padding:10px 12px;border:1px solid #c5cbd8;border-radius:8px;font:inherit;background:#fff}
textarea{min-height:120px}.field{margin:0 0 18px}.hint{color:#5b6475;font-size:.88rem;margin-top:4px}
.req{color:#b42318}.error{color:#b42318;font-size:.9rem;margin-top:4px}.invalid{border-color:#b42318!important}
button,.button{display:inline-block;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:11px 20px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.button.secondary,button.secondary{background:#eef2ff;color:#1d4ed8}
ul.jobs{list-style:none;margin:0;padding:0}ul.jobs li{border-top:1px solid #eceef4;padding:14px 0}ul.jobs li:first-child{border-top:0}
ul.jobs a{font-weight:600;font-size:1.05rem;text-decoration:none}.meta{color:#5b6475;font-size:.92rem}
.dept{margin-top:26px;font-size:1.05rem;color:#344054;text-transform:uppercase;letter-spacing:.04em}
.banner{background:#fef3f2;border:1px solid #fecdca;color:#7a271a;border-radius:8px;padding:12px 14px;margin:12px 0}
.ok{background:#ecfdf3;border-color:#abefc6;color:#054f31}
.choices label{font-weight:400;display:flex;gap:8px;align-items:flex-start;margin:4px 0}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.code{font-size:1.6rem;letter-spacing:.5em;max-width:10ch;text-align:center}
footer{color:#5b6475;font-size:.85rem;text-align:center;padding:30px 0}
`;

export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  image?: string | null;
  /** JSON-LD, already made safe for a script element. */
  jsonLd?: string;
  noindex?: boolean;
}

export function layout(site: CareersSite, head: PageHead, body: SafeHtml): string {
  const links = siteLinks(site);
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        ${head.noindex ? trusted('<meta name="robots" content="noindex">') : ''}
        ${head.canonical ? html`<link rel="canonical" href="${head.canonical}" />` : ''}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="${site.companyName}" />
        <meta property="og:title" content="${head.title}" />
        <meta property="og:description" content="${head.description}" />
        ${head.canonical ? html`<meta property="og:url" content="${head.canonical}" />` : ''}
        ${head.image ? html`<meta property="og:image" content="${head.image}" />` : ''}
        <meta name="twitter:card" content="summary" />
        <style>
          ${trusted(STYLE)}
        </style>
        ${head.jsonLd ? trusted(`<script type="application/ld+json">${head.jsonLd}</script>`) : ''}
      </head>
      <body>
        <header class="site">
          <div class="in">
            ${site.logoUrl ? html`<img src="${site.logoUrl}" alt="" />` : ''}
            <a class="name" href="${links.list()}"
              >${site.kind === 'board' ? site.title : site.companyName}</a
            >
          </div>
        </header>
        <main id="main">${body}</main>
        <footer>${site.companyName} · Powered by Atrium</footer>
      </body>
    </html>`.value;
}

export const employmentLabel = (type: EmploymentType | null) => (type ? EMPLOYMENT_TYPE_LABELS[type] : '');

export function postLocation(post: Pick<PublicPostSummary, 'location' | 'remote' | 'offices'>): string {
  const place = post.location || post.offices.map((office) => office.name).join(', ');
  if (post.remote) return place ? `${place} (Remote)` : 'Remote';
  return place;
}

export interface ListFilters {
  q: string;
  department: string;
  office: string;
  type: string;
}

export function listPage(
  site: CareersSite,
  posts: PublicPostSummary[],
  facets: {
    departments: Array<{ id: string; name: string }>;
    offices: Array<{ id: string; name: string }>;
    employmentTypes: EmploymentType[];
  },
  filters: ListFilters,
  canonical: string,
): string {
  const links = siteLinks(site);
  const byDepartment = new Map<string, PublicPostSummary[]>();
  for (const post of posts) {
    const name = post.department?.name ?? 'Other roles';
    byDepartment.set(name, [...(byDepartment.get(name) ?? []), post]);
  }
  const option = (value: string, label: string, selected: string) =>
    html`<option value="${value}" ${value === selected ? trusted(' selected') : ''}>${label}</option>`;
  const filtered = Boolean(filters.q || filters.department || filters.office || filters.type);
  const body = html` <h1>${site.kind === 'board' ? site.title : `Careers at ${site.companyName}`}</h1>
    ${site.introHtml ? html`<div class="card">${sanitize(site.introHtml)}</div>` : ''}
    <form class="card filters" method="get" action="${links.list().split('?')[0]}" role="search">
      <input
        type="hidden"
        name="${site.kind === 'board' ? 'board-name' : 'company-name'}"
        value="${site.key}"
      />
      <div>
        <label for="q">Search jobs</label
        ><input id="q" type="search" name="q" value="${filters.q}" placeholder="Title, location or team" />
      </div>
      <div>
        <label for="department">Department</label
        ><select id="department" name="department">
          ${option('', 'All departments', filters.department)}${facets.departments.map((d) => option(d.id, d.name, filters.department))}
        </select>
      </div>
      <div>
        <label for="office">Office</label
        ><select id="office" name="office">
          ${option('', 'All offices', filters.office)}${facets.offices.map((o) => option(o.id, o.name, filters.office))}
        </select>
      </div>
      <div>
        <label for="type">Employment type</label
        ><select id="type" name="type">
          ${option('', 'All types', filters.type)}${facets.employmentTypes.map((t) => option(t, employmentLabel(t), filters.type))}
        </select>
      </div>
      <div><button type="submit">Search</button></div>
    </form>
    <section class="card" aria-live="polite">
      <p class="meta">
        ${posts.length === 1 ? '1 open position' : `${posts.length} open positions`}${filtered ? trusted(` · <a href="${links.list()}">Clear filters</a>`) : ''}
      </p>
      ${
        posts.length === 0
          ? html`<p>
              ${filtered ? 'No jobs match your search. Try other words or clear the filters.' : 'There are no open positions right now. Please check back soon.'}
            </p>`
          : [...byDepartment].map(
              ([name, group]) =>
                html`<h2 class="dept">${name}</h2>
                  <ul class="jobs">
                    ${group.map(
                      (post) =>
                        html`<li>
                          <a href="${links.details(post.id)}">${post.title}</a>
                          <div class="meta">
                            ${[postLocation(post), employmentLabel(post.employmentType)].filter(Boolean).join(' · ')}
                          </div>
                        </li>`,
                    )}
                  </ul>`,
            )
      }
    </section>
    ${site.closingHtml ? html`<div class="card">${sanitize(site.closingHtml)}</div>` : ''}`;
  return layout(
    site,
    {
      title: site.kind === 'board' ? `${site.title} | ${site.companyName}` : `Careers at ${site.companyName}`,
      description: `Open positions at ${site.companyName}. ${site.companyDescription}`.trim(),
      canonical,
      image: site.logoUrl,
    },
    body,
  );
}

function salaryText(post: PublicPostSummary): string {
  const { min, max, currency, period } = post.salary;
  if (!currency || (min === null && max === null)) return '';
  const money = (value: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  const range =
    min !== null && max !== null && min !== max ? `${money(min)} – ${money(max)}` : money((min ?? max)!);
  return `${range} per ${period ?? 'year'}`;
}

export function detailsPage(
  site: CareersSite,
  post: PublicPost,
  head: { canonical: string; jsonLd: string; description: string },
): string {
  const links = siteLinks(site);
  const facts = [
    postLocation(post),
    employmentLabel(post.employmentType),
    post.department?.name,
    salaryText(post),
  ].filter(Boolean);
  const body = html` <p><a href="${links.list()}">← All jobs</a></p>
    <article class="card">
      <h1>${post.title}</h1>
      <p class="meta">${facts.join(' · ')}</p>
      <p><a class="button" href="${links.apply(post.id)}">Apply for this job</a></p>
      <div>${sanitize(post.contentHtml)}</div>
      <p><a class="button" href="${links.apply(post.id)}">Apply for this job</a></p>
    </article>`;
  return layout(
    site,
    {
      title: `${post.title} at ${site.companyName}`,
      description: head.description,
      canonical: head.canonical,
      image: site.logoUrl,
      jsonLd: head.jsonLd,
    },
    body,
  );
}

export type FormValues = Map<string, string[]>;

const valueOf = (values: FormValues, name: string) => values.get(name)?.[0] ?? '';
const checked = (values: FormValues, name: string, value: string) =>
  [...(values.get(name) ?? []), ...(values.get(`${name}[]`) ?? [])].includes(value)
    ? trusted(' checked')
    : '';

function errorFor(errors: FieldError[], name: string): SafeHtml | '' {
  const error = errors.find((item) => item.path === name || item.path.startsWith(`${name}_`));
  return error ? html`<div class="error" id="${name}-error">${error.message}</div>` : '';
}

function describedBy(errors: FieldError[], name: string): SafeHtml | '' {
  return errors.some((item) => item.path === name || item.path.startsWith(`${name}_`))
    ? html` aria-invalid="true" aria-describedby="${name}-error" class="invalid"`
    : '';
}

const star = (required: boolean) => (required ? html` <span class="req" aria-hidden="true">*</span>` : '');
const req = (required: boolean) => (required ? trusted(' required') : '');

function textField(
  name: string,
  label: string,
  options: {
    required: boolean;
    type?: string;
    autocomplete?: string;
    values: FormValues;
    errors: FieldError[];
  },
) {
  return html`<div class="field">
    <label for="${name}">${label}${star(options.required)}</label>
    <input
      id="${name}"
      name="${name}"
      type="${options.type ?? 'text'}"
      value="${valueOf(options.values, name)}"
      ${
        options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''
      }${req(options.required)}${describedBy(options.errors, name)}
    />${errorFor(options.errors, name)}
  </div>`;
}

const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt,.rtf';

/** A document upload with its hint and error, as the apply form and candidate forms show it. */
const documentField =
  (errors: FieldError[]) => (name: string, label: string, required: boolean, hint: string) =>
    html`<div class="field">
      <label for="${name}">${label}${star(required)}</label>
      <input
        id="${name}"
        name="${name}"
        type="file"
        accept="${DOCUMENT_ACCEPT}"
        ${req(required)}${describedBy(errors, name)}
      />
      <div class="hint">${hint}</div>
      ${errorFor(errors, name)}
    </div>`;

/** The fields of a post's (or a job form's) own questions, named as `readQuestionAnswers` reads them. */
export function questionFields(
  questions: PostQuestion[],
  values: FormValues,
  errors: FieldError[],
): SafeHtml[] {
  const fileField = documentField(errors);
  return questions.map((question) => {
    const name = questionField(question);
    switch (question.type) {
      case 'short_text':
        return textField(name, question.label, { required: question.required, values, errors });
      case 'long_text':
        return html`<div class="field">
          <label for="${name}">${question.label}${star(question.required)}</label>
          <textarea id="${name}" name="${name}" ${req(question.required)}${describedBy(errors, name)}>
${valueOf(values, name)}</textarea
          >${errorFor(errors, name)}
        </div>`;
      case 'yes_no':
      case 'single_select': {
        const options = question.type === 'yes_no' ? ['No', 'Yes'] : question.options;
        const value = (index: number) => (question.type === 'yes_no' ? String(index) : String(index));
        return html`<div class="field">
          <label for="${name}">${question.label}${star(question.required)}</label>
          <select id="${name}" name="${name}" ${req(question.required)}${describedBy(errors, name)}>
            <option value="">Select…</option>
            ${options.map(
              (option, index) =>
                html`<option
                  value="${value(index)}"
                  ${valueOf(values, name) === value(index) ? trusted(' selected') : ''}
                >
                  ${option}
                </option>`,
            )}</select
          >${errorFor(errors, name)}
        </div>`;
      }
      case 'multi_select':
        return html`<fieldset class="field choices" ${describedBy(errors, name)}>
          <legend><strong>${question.label}</strong>${star(question.required)}</legend>
          ${question.options.map(
            (option, index) =>
              html`<label
                ><input
                  type="checkbox"
                  name="${name}[]"
                  value="${index}"
                  ${checked(values, name, String(index))}
                />
                ${option}</label
              >`,
          )}${errorFor(errors, name)}
        </fieldset>`;
      case 'file':
        return fileField(name, question.label, question.required, 'PDF, DOC, DOCX, TXT or RTF, up to 5 MB');
    }
  });
}

export function applyPage(
  site: CareersSite,
  post: PublicPost,
  state: { values: FormValues; errors: FieldError[]; notice?: string },
): string {
  const links = siteLinks(site);
  const { values, errors } = state;
  const fields = post.standardFields;
  const fileField = documentField(errors);
  const questions = questionFields(post.questions, values, errors);
  const demographics = post.demographicQuestions
    ? html`<fieldset class="card">
        <legend><strong>Voluntary self-identification</strong></legend>
        <p class="hint">
          Answering is optional and does not affect your application. Your answers are kept apart from it and
          used only in anonymous reports.
        </p>
        ${DEMOGRAPHIC_KEYS.map((key) => {
          const name = {
            gender: 'gender',
            race: 'race',
            veteranStatus: 'veteran_status',
            disabilityStatus: 'disability_status',
          }[key];
          const question = DEMOGRAPHIC_QUESTIONS[key];
          return html`<div class="field">
            <label for="${name}">${question.label}</label
            ><select id="${name}" name="${name}">
              <option value="">Select…</option>
              ${question.options.map(
                (option, index) =>
                  html`<option
                    value="${index}"
                    ${valueOf(values, name) === String(index) ? trusted(' selected') : ''}
                  >
                    ${option}
                  </option>`,
              )}</select
            >${errorFor(errors, name)}
          </div>`;
        })}
      </fieldset>`
    : '';
  const consent = post.gdprConsent
    ? html`<div class="field choices">
        <label
          ><input
            type="checkbox"
            name="gdpr_consent"
            value="1"
            required${checked(values, 'gdpr_consent', '1')}${describedBy(errors, 'gdpr_consent')}
          />
          ${GDPR_CONSENT_TEXT.replace('{{COMPANY_NAME}}', site.companyName)}
          <span class="req" aria-hidden="true">*</span></label
        >${errorFor(errors, 'gdpr_consent')}
      </div>`
    : '';
  const body = html` <p><a href="${links.details(post.id)}">← ${post.title}</a></p>
    <form
      class="card"
      method="post"
      action="${links.apply(post.id)}"
      enctype="multipart/form-data"
      novalidate
    >
      <h1>Apply for ${post.title}</h1>
      <p class="hint">
        Fields marked <span class="req">*</span> are required. We will email you a 4-digit code to confirm
        your address before your application is sent.
      </p>
      ${state.notice ? html`<div class="banner" role="alert">${state.notice}</div>` : ''}
      ${errors.length > 0 ? html`<div class="banner" role="alert">Please correct the highlighted fields${post.standardFields.resume !== 'hidden' ? ' (and choose your files again)' : ''}.</div>` : ''}
      ${textField('first_name', 'First name', { required: true, autocomplete: 'given-name', values, errors })}
      ${textField('last_name', 'Last name', { required: true, autocomplete: 'family-name', values, errors })}
      ${textField('email', 'Email', { required: true, type: 'email', autocomplete: 'email', values, errors })}
      ${fields.phone !== 'hidden' ? textField('phone', 'Phone', { required: fields.phone === 'required', type: 'tel', autocomplete: 'tel', values, errors }) : ''}
      ${fields.resume !== 'hidden' ? fileField('resume', 'Resume/CV', fields.resume === 'required', 'PDF, DOC, DOCX, TXT or RTF, up to 5 MB') : ''}
      ${
        fields.coverLetter !== 'hidden'
          ? html`${fileField('cover_letter', 'Cover letter', false, 'Attach a file, or write it below')}
              <div class="field">
                <label for="cover_letter_text"
                  >Cover letter text${star(fields.coverLetter === 'required')}</label
                >
                <textarea id="cover_letter_text" name="cover_letter_text">
${valueOf(values, 'cover_letter_text')}</textarea>
              </div>`
          : ''
      }
      ${questions} ${demographics} ${consent}
      <div class="hp" aria-hidden="true">
        <label for="website">Leave this field empty</label
        ><input id="website" name="website" type="text" tabindex="-1" autocomplete="off" />
      </div>
      <button type="submit">Submit application</button>
    </form>`;
  return layout(
    site,
    {
      title: `Apply for ${post.title} at ${site.companyName}`,
      description: `Apply for ${post.title}.`,
      noindex: true,
    },
    body,
  );
}

export function verifyPage(
  site: CareersSite,
  post: PublicPost,
  state: { applicationId: string; email?: string; error?: string; notice?: string },
): string {
  const links = siteLinks(site);
  const body = html` <form
      class="card"
      method="post"
      enctype="multipart/form-data"
      action="${links.verify(post.id, state.applicationId)}"
      novalidate
    >
      <h1>Check your email</h1>
      <p>
        We sent a 4-digit code${state.email ? html` to <strong>${state.email}</strong>` : ''}. Enter it to
        send your application for <strong>${post.title}</strong>. The code works for
        ${VERIFICATION_TTL_MINUTES} minutes.
      </p>
      ${state.notice ? html`<div class="banner ok" role="status">${state.notice}</div>` : ''}
      <div class="field">
        <label for="code">Verification code <span class="req" aria-hidden="true">*</span></label>
        <input
          id="code"
          class="code"
          name="code"
          type="text"
          inputmode="numeric"
          pattern="[0-9]{4}"
          maxlength="4"
          autocomplete="one-time-code"
          required
          autofocus${state.error ? trusted(' aria-invalid="true" aria-describedby="code-error"') : ''}
        />${state.error ? html`<div class="error" id="code-error" role="alert">${state.error}</div>` : ''}
      </div>
      <button type="submit">Verify and apply</button>
    </form>
    <form method="post" action="${links.resend(post.id, state.applicationId)}" enctype="multipart/form-data">
      <p class="hint">
        No email? Check your spam folder, or <button class="secondary" type="submit">send a new code</button>
      </p>
    </form>`;
  return layout(
    site,
    { title: `Confirm your email | ${site.companyName}`, description: 'Confirm your email', noindex: true },
    body,
  );
}

export function appliedPage(site: CareersSite, post: PublicPost): string {
  const links = siteLinks(site);
  const body = html` <section class="card" role="status">
    <h1>Thank you for applying</h1>
    ${site.confirmationHtml ? sanitize(site.confirmationHtml) : html`<p>Your application for <strong>${post.title}</strong> has been sent to ${site.companyName}. We have emailed you a confirmation.</p>`}
    <p><a class="button secondary" href="${links.list()}">See all jobs</a></p>
  </section>`;
  return layout(
    site,
    { title: `Application sent | ${site.companyName}`, description: 'Application sent', noindex: true },
    body,
  );
}

export function messagePage(
  site: CareersSite | null,
  title: string,
  message: string,
  back?: { href: string; label: string },
): string {
  const body = html`<section class="card">
    <h1>${title}</h1>
    <p>${message}</p>
    ${back ? html`<p><a href="${back.href}">${back.label}</a></p>` : ''}
  </section>`;
  if (!site)
    return html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width,initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${title}</title>
          <style>
            ${trusted(STYLE)}
          </style>
        </head>
        <body>
          <main>${body}</main>
        </body>
      </html>`.value;
  return layout(site, { title, description: message, noindex: true }, body);
}

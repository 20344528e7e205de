import type { FieldError } from '../../../lib/app-error.ts';
import type { CareersSite } from '../careers/careers.repository.ts';
import { layout } from '../careers/careers.pages.ts';
import { html } from '../careers/html.ts';
import {
  AVAILABILITY_BLOCKS,
  blockSpan,
  knownZones,
  offeredDays,
  type OpenedAvailability,
} from './candidate-availability.service.ts';
import { formatSpanInZone, knownZone } from './working-hours.ts';

const head = (site: CareersSite, title: string) => ({
  title: `${title} | ${site.companyName}`,
  description: title,
  noindex: true,
});
const pad = (hour: number) => String(hour).padStart(2, '0');

/** The next working days as rows, two-hour blocks as checkboxes, in a zone the candidate picks. */
export function availabilityPage(
  site: CareersSite,
  opened: OpenedAvailability,
  action: string,
  errors: FieldError[] = [],
): string {
  const { request } = opened;
  const zone = knownZone(request.timezone ?? opened.companyZone);
  const given = (request.slots ?? []).map((slot) => ({
    start: Date.parse(slot.start),
    end: Date.parse(slot.end),
  }));
  const isChecked = (date: string, hour: number) => {
    const block = blockSpan(date, hour, zone);
    return given.some((slot) => slot.start <= block.start && block.end <= slot.end);
  };
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(`${date}T12:00:00Z`));
  const errorOf = (path: string) => errors.find((error) => error.path === path)?.message;
  const body = html`<form class="card" method="post" action="${action}" novalidate>
    <h1>When can you meet?</h1>
    <p>
      Hello ${opened.firstName}, to arrange the next step for <strong>${opened.jobName}</strong>, please tick
      every time you could meet over the next two weeks.
    </p>
    ${
      request.answeredAt
        ? html`<div class="banner ok" role="status">
            Thank you: we have your times. You can change them below.
          </div>`
        : ''
    }
    ${errors.length > 0 ? html`<div class="banner" role="alert">Please correct the highlighted fields.</div>` : ''}
    <div class="field">
      <label for="timezone">Your time zone</label>
      <select id="timezone" name="timezone" aria-describedby="timezone-error">
        ${knownZones().map((name) => html`<option value="${name}" ${name === zone ? 'selected' : ''}>${name}</option>`)}
      </select>
      ${errorOf('timezone') ? html`<div class="error" id="timezone-error">${errorOf('timezone')}</div>` : ''}
    </div>
    <fieldset class="field" aria-describedby="block-error">
      <legend>Times (in your time zone)</legend>
      ${errorOf('block') ? html`<div class="error" id="block-error">${errorOf('block')}</div>` : ''}
      ${offeredDays(opened.companyZone).map(
        (date) =>
          html`<div class="choices">
            <strong>${dayLabel(date)}</strong>
            ${AVAILABILITY_BLOCKS.map(
              (hour) =>
                html`<label>
                  <input
                    type="checkbox"
                    name="block"
                    value="${date}T${pad(hour)}"
                    ${isChecked(date, hour) ? 'checked' : ''}
                  />
                  ${pad(hour)}:00–${pad(hour + 2)}:00
                </label>`,
            )}
          </div>`,
      )}
    </fieldset>
    <button type="submit">Send my times</button>
  </form>`;
  return layout(site, head(site, 'When can you meet?'), body);
}

export function availabilitySentPage(site: CareersSite, opened: OpenedAvailability): string {
  const zone = knownZone(opened.request.timezone ?? opened.companyZone);
  const body = html`<section class="card" role="status">
    <h1>Thank you</h1>
    <p>${site.companyName} will be in touch to arrange a time. You told us you can meet:</p>
    <ul>
      ${(opened.request.slots ?? []).map(
        (slot) => html`<li>${formatSpanInZone(new Date(slot.start), new Date(slot.end), zone)}</li>`,
      )}
    </ul>
  </section>`;
  return layout(site, head(site, 'Times sent'), body);
}

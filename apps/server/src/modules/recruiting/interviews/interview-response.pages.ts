import {
  RESPONSE_STATUS_LABELS,
  RSVP_ANSWERS,
  type RsvpAnswer,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { CareersSite } from '../careers/careers.repository.ts';
import { layout } from '../careers/careers.pages.ts';
import { html } from '../careers/html.ts';
import type { OpenedResponse } from './interview-responses.service.ts';
import { formatSpanInZone } from './working-hours.ts';

const BUTTON_LABELS: Record<RsvpAnswer, string> = {
  accepted: 'Yes, I will attend',
  tentative: 'Maybe',
  declined: 'No, I cannot attend',
};

function details(opened: OpenedResponse) {
  const { interview, jobName } = opened.facts.record;
  return html`<dl>
    <dt>What</dt>
    <dd>${interview.title} — ${jobName}</dd>
    <dt>When</dt>
    <dd>${formatSpanInZone(interview.startsAt, interview.endsAt, opened.attendee.zone)}</dd>
    ${
      interview.location
        ? html`<dt>Where</dt>
            <dd>${interview.location}</dd>`
        : ''
    }
    ${
      interview.videoUrl
        ? html`<dt>Video</dt>
            <dd>${interview.videoUrl}</dd>`
        : ''
    }
  </dl>`;
}

const head = (site: CareersSite, title: string) => ({
  title: `${title} | ${site.companyName}`,
  description: title,
  noindex: true,
});

/** The question: the interview, the current answer, and a button (a POST to this address) per answer. */
export function responsePage(site: CareersSite, opened: OpenedResponse, action: string): string {
  const ordered = opened.answer
    ? [opened.answer, ...RSVP_ANSWERS.filter((answer) => answer !== opened.answer)]
    : RSVP_ANSWERS;
  const body = html`<section class="card">
    <h1>Will you attend?</h1>
    <p>Hello ${opened.attendee.firstName},</p>
    ${details(opened)}
    <p class="hint">Your answer so far: ${RESPONSE_STATUS_LABELS[opened.attendee.response]}</p>
    ${ordered.map(
      (answer, index) =>
        html`<form method="post" action="${action}" style="display:inline-block;margin:4px 8px 4px 0">
          <input type="hidden" name="response" value="${answer}" />
          <button type="submit" class="${index === 0 ? '' : 'secondary'}">${BUTTON_LABELS[answer]}</button>
        </form>`,
    )}
  </section>`;
  return layout(site, head(site, 'Will you attend?'), body);
}

export function answeredPage(site: CareersSite, opened: OpenedResponse): string {
  const body = html`<section class="card" role="status">
    <h1>Thank you</h1>
    <p>Your answer: <strong>${RESPONSE_STATUS_LABELS[opened.attendee.response]}</strong>.</p>
    ${details(opened)}
    <p class="hint">You can change it with the links in the invitation at any time before the interview.</p>
  </section>`;
  return layout(site, head(site, 'Answer sent'), body);
}

/** A link of an invitation since changed or cancelled: nothing to answer here. */
export function closedPage(site: CareersSite, opened: OpenedResponse): string {
  const isCancelled = opened.state === 'cancelled';
  const title = isCancelled ? 'This interview was cancelled' : 'This invitation has changed';
  const body = html`<section class="card">
    <h1>${title}</h1>
    <p>
      ${
        isCancelled
          ? 'There is nothing to answer. Please look at your most recent email about it.'
          : 'Please answer with the links in your most recent email about this interview.'
      }
    </p>
  </section>`;
  return layout(site, head(site, title), body);
}

import type { CareersSite } from '../careers/careers.repository.ts';
import { layout } from '../careers/careers.pages.ts';
import { html } from '../careers/html.ts';
import type { OpenedBooking } from './self-schedule.service.ts';
import { formatSpanInZone, knownZone, type Span } from './working-hours.ts';

const head = (site: CareersSite, title: string) => ({
  title: `${title} | ${site.companyName}`,
  description: title,
  noindex: true,
});

/** The free slots by day, in the company's zone; each a button posting its start. */
export function bookingPage(
  site: CareersSite,
  opened: OpenedBooking,
  slots: readonly Span[],
  action: string,
  message?: string,
): string {
  const zone = knownZone(opened.companyZone);
  const dayOf = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const timeOf = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const days = new Map<string, Span[]>();
  for (const slot of slots) {
    const day = dayOf.format(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const { link } = opened;
  const body = html`<section class="card">
    <h1>Choose a time</h1>
    <p>
      Hello ${opened.firstName}, please choose a time for your ${link.durationMinutes}-minute interview
      (${link.title}) for <strong>${opened.jobName}</strong>. Times are in ${zone}.
    </p>
    ${message ? html`<div class="banner" role="alert">${message}</div>` : ''}
    ${
      days.size === 0
        ? html`<p>There are no free times at the moment. Please reply to the email you received.</p>`
        : html`<form method="post" action="${action}">
            ${[...days].map(
              ([day, daySlots]) =>
                html`<h2>${day}</h2>
                  <p>
                    ${daySlots.map(
                      (slot) =>
                        html`<button
                          type="submit"
                          name="slot"
                          value="${new Date(slot.start).toISOString()}"
                          class="secondary"
                          style="margin:4px 6px 4px 0"
                        >
                          ${timeOf.format(slot.start)}
                        </button>`,
                    )}
                  </p>`,
            )}
          </form>`
    }
  </section>`;
  return layout(site, head(site, 'Choose a time'), body);
}

export function bookedPage(
  site: CareersSite,
  opened: OpenedBooking,
  booked: { startsAt: Date; endsAt: Date } | null,
): string {
  const body = html`<section class="card" role="status">
    <h1>Your interview is booked</h1>
    <p>
      ${
        booked
          ? html`<strong>${formatSpanInZone(booked.startsAt, booked.endsAt, opened.companyZone)}</strong>, for
              ${opened.jobName}.`
          : ''
      }
      An invitation is on its way to your inbox.
    </p>
  </section>`;
  return layout(site, head(site, 'Interview booked'), body);
}

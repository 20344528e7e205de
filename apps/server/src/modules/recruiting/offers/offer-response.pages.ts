import type { CareersSite } from '../careers/careers.repository.ts';
import { layout } from '../careers/careers.pages.ts';
import { html, trusted } from '../careers/html.ts';
import { longDate, salaryText } from './offer-letter.ts';
import type { openOfferLink } from './offer-sending.service.ts';

type Opened = NonNullable<Awaited<ReturnType<typeof openOfferLink>>>;

/** The candidate's answer page: the offer's terms and letter, then accept or decline (one POST). */
export function offerResponsePage(site: CareersSite, opened: Opened, action: string): string {
  const { offer, context } = opened;
  const body = html`<section class="card">
    <h1>Your offer: ${context.jobName}</h1>
    <p>Dear ${context.firstName}, ${site.companyName} is delighted to offer you this position.</p>
    <ul>
      <li><strong>Salary:</strong> ${salaryText(offer.salary, offer.currency, offer.salaryPeriod)}</li>
      <li><strong>Start date:</strong> ${longDate(offer.startDate)}</li>
      ${offer.expiresOn ? html`<li><strong>Please answer by:</strong> ${longDate(offer.expiresOn)}</li>` : ''}
    </ul>
    <article class="letter">${trusted(offer.letterHtml)}</article>
    <form method="post" action="${action}">
      <label for="note">A message for ${site.companyName} (optional)</label>
      <textarea id="note" name="note" rows="3" maxlength="2000"></textarea>
      <p>
        <button type="submit" name="answer" value="accepted">Accept the offer</button>
        <button type="submit" name="answer" value="declined" class="secondary">Decline</button>
      </p>
    </form>
  </section>`;
  return layout(
    site,
    { title: `Your offer | ${site.companyName}`, description: `Offer for ${context.jobName}`, noindex: true },
    body,
  );
}

export function offerAnsweredPage(site: CareersSite, opened: Opened): string {
  const accepted = opened.offer.status === 'accepted';
  const body = html`<section class="card" role="status">
    <h1>${accepted ? 'Welcome aboard!' : 'Thank you for letting us know'}</h1>
    <p>
      ${
        accepted
          ? `You accepted the offer for ${opened.context.jobName}. ${site.companyName} will be in touch about your first day.`
          : `You declined the offer for ${opened.context.jobName}. ${site.companyName} has been told.`
      }
    </p>
  </section>`;
  return layout(
    site,
    { title: `Offer answered | ${site.companyName}`, description: 'Offer answered', noindex: true },
    body,
  );
}

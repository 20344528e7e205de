import { escapeHtml } from '../../platform/mail/templates.ts';
import type { CareersSite, PublicPostSummary } from './careers.repository.ts';
import { employmentLabel, postLocation } from './careers.pages.ts';
import { plainText, sanitize } from './sanitize.ts';

const xml = escapeHtml;
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** sitemaps.org: the list page and every live post's page. */
export function sitemapXml(entries: Array<{ loc: string; lastmod?: Date | null }>): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Indeed's XML job feed (<source><job>…</job></source>), which most job aggregators also read.
 * Every live post of the site, with its full description.
 */
export function indeedFeedXml(
  site: CareersSite,
  posts: Array<PublicPostSummary & { contentHtml?: string }>,
  absolute: (path: string) => string,
  pageOf: (post: PublicPostSummary) => string,
): string {
  const jobs = posts
    .map((post) => {
      const office = post.offices[0];
      const salary =
        post.salary.currency && (post.salary.min !== null || post.salary.max !== null)
          ? `${post.salary.currency} ${[post.salary.min, post.salary.max].filter((v) => v !== null).join('-')} per ${post.salary.period ?? 'year'}`
          : '';
      return [
        '  <job>',
        `    <title>${cdata(post.title)}</title>`,
        `    <date>${cdata((post.publishedAt ?? post.updatedAt).toUTCString())}</date>`,
        `    <referencenumber>${cdata(post.id)}</referencenumber>`,
        `    <requisitionid>${cdata(post.requisitionId ?? '')}</requisitionid>`,
        `    <url>${cdata(absolute(pageOf(post)))}</url>`,
        `    <company>${cdata(site.companyName)}</company>`,
        `    <city>${cdata(office?.city || post.location)}</city>`,
        `    <country>${cdata(office?.country || site.companyCountry)}</country>`,
        `    <postalcode>${cdata(office?.postalCode ?? '')}</postalcode>`,
        `    <streetaddress>${cdata(office?.address ?? '')}</streetaddress>`,
        `    <remotetype>${cdata(post.remote ? 'Fully remote' : '')}</remotetype>`,
        // HTML, as Indeed reads it: cleaned, since a feed reader may show it as it is.
        `    <description>${cdata(sanitize(post.contentHtml ?? '').value)}</description>`,
        `    <salary>${cdata(salary)}</salary>`,
        `    <jobtype>${cdata(employmentLabel(post.employmentType))}</jobtype>`,
        `    <category>${cdata(post.department?.name ?? '')}</category>`,
        `    <location>${cdata(postLocation(post))}</location>`,
        `    <summary>${cdata(plainText(post.contentHtml ?? '', 500))}</summary>`,
        '  </job>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>\n<source>\n  <publisher>${cdata(site.companyName)}</publisher>\n  <publisherurl>${cdata(absolute('/'))}</publisherurl>\n  <lastBuildDate>${cdata(new Date().toUTCString())}</lastBuildDate>\n${jobs}\n</source>\n`;
}

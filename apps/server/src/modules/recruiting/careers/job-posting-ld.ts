import { COUNTRIES } from '@atrium/shared/constants/countries';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { SalaryPeriod } from '@atrium/shared/schemas/recruiting/jobs';
import type { CareersSite, PublicPost } from './careers.repository.ts';
import { sanitize } from './sanitize.ts';

// schema.org JobPosting for Google for Jobs: https://developers.google.com/search/docs/appearance/structured-data/job-posting
const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contractor: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
};

const UNIT: Record<SalaryPeriod, string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' };

/** ISO 3166-1 alpha-2 when we know the country, else its name (both are accepted). */
const countryCode = (name: string) => COUNTRIES.find((country) => country.name === name)?.code ?? name;

export function jobPostingLd(
  site: CareersSite,
  post: PublicPost,
  links: { page: string; logo: string | null },
) {
  const datePosted = (post.publishedAt ?? post.updatedAt).toISOString().slice(0, 10);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: post.title,
    // Google takes the description as HTML.
    description: sanitize(post.contentHtml || `<p>${post.title}</p>`).value,
    datePosted,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.companyName,
      ...(links.logo ? { logo: links.logo } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: site.companyName, value: post.id },
    url: links.page,
    directApply: true,
  };
  if (post.closesOn) ld.validThrough = `${post.closesOn}T23:59:59`;
  if (post.employmentType) ld.employmentType = EMPLOYMENT_TYPE[post.employmentType];
  const places = post.offices.map((office) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(office.address ? { streetAddress: office.address } : {}),
      addressLocality: office.city || office.name,
      ...(office.postalCode ? { postalCode: office.postalCode } : {}),
      addressCountry: countryCode(office.country || site.companyCountry),
    },
  }));
  if (post.remote) {
    ld.jobLocationType = 'TELECOMMUTE';
    // A remote job says where applicants may live: the offices' countries, else the company's.
    const countries = [...new Set(post.offices.map((office) => office.country || site.companyCountry))];
    const names = countries.length > 0 ? countries : [site.companyCountry];
    ld.applicantLocationRequirements = names.map((name) => ({ '@type': 'Country', name }));
    if (places.length > 0) ld.jobLocation = places;
  } else {
    ld.jobLocation =
      places.length > 0
        ? places
        : [
            {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                addressLocality: post.location || site.companyName,
                addressCountry: countryCode(site.companyCountry),
              },
            },
          ];
  }
  const { min, max, currency, period } = post.salary;
  if (currency && (min !== null || max !== null)) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(min !== null && max !== null && min !== max
          ? { minValue: min, maxValue: max }
          : { value: min ?? max }),
        unitText: UNIT[period ?? 'year'],
      },
    };
  }
  return ld;
}

/** JSON inside <script>: "</script>" and "<!--" must not end or confuse the element. */
export const ldScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

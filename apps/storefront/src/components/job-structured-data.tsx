// An open job's JSON-LD: a JobPosting with what Google's job markup requires (title, description,
// datePosted, hiringOrganization, jobLocation) and recommends where the record tells it (validThrough: the
// end of the deadline day in Kathmandu; employmentType; openings, education, experience), and the page's
// BreadcrumbList. A closed job gets no JobPosting: the posting is gone (the page says so, without Apply Now).
import { useLingui } from '@lingui/react/macro';
import type { Job } from '@sajilo/api';
import { useSiteOrigin } from '../lib/site-origin.js';
import { BRANCHES, COMPANY_NAME } from '../shell/company.js';
import { breadcrumbList, StructuredData } from './structured-data.js';

/** schema.org's employmentType values for the job types the shop uses (docs/browsing.md §2.14). */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

/** The head office: where the shop hires (its address as the footer shows it). */
const HEAD_OFFICE = BRANCHES[0];

export function JobStructuredData({ job, open }: { job: Job; open: boolean }) {
  const { t } = useLingui();
  const origin = useSiteOrigin();
  const path = `/careers/${encodeURIComponent(job.slug)}`;
  const employmentType = EMPLOYMENT_TYPES[job.type.trim().toLowerCase()];
  return (
    <>
      {open ? (
        <StructuredData
          data={{
            '@type': 'JobPosting',
            title: job.title,
            description: job.description,
            datePosted: job.date,
            // Applications close at the end of the deadline day, Nepal time (UTC+05:45).
            validThrough: `${job.deadline}T23:59:59+05:45`,
            ...(employmentType ? { employmentType } : {}),
            totalJobOpenings: job.vacancy,
            educationRequirements: job.education,
            experienceRequirements: job.experience,
            url: `${origin}${path}`,
            hiringOrganization: {
              '@type': 'Organization',
              name: COMPANY_NAME,
              sameAs: `${origin}/`,
              logo: `${origin}/favicon.svg`,
            },
            jobLocation: {
              '@type': 'Place',
              address: {
                '@type': 'PostalAddress',
                streetAddress: HEAD_OFFICE?.address,
                addressLocality: 'Kathmandu',
                addressRegion: 'Bagmati',
                addressCountry: 'NP',
              },
            },
          }}
        />
      ) : null}
      <StructuredData
        data={breadcrumbList(origin, [
          { label: t`Home`, href: '/' },
          { label: t`Careers`, href: '/careers' },
          { label: job.title, href: path },
        ])}
      />
    </>
  );
}

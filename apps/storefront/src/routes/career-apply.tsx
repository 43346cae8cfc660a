// docs/customer.md §2.8 Forms: /careers/{careerId}/apply: 'Apply for {job title}' with a link back to the
// job, and the application form. An unknown job, or one past its deadline, says so instead of showing the
// form.
import { Trans, useLingui } from '@lingui/react/macro';
import { isNotFound, useJobQuery } from '@sajilo/store';
import { EmptyState, PageHeader } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { recordStatus, usePageStatus } from '../app/page-status.js';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import { FormPage } from '../forms/form-page.js';
import { JobApplicationForm } from '../forms/job-application-form.js';
import { JobSummary } from '../forms/job-summary.js';
import { useLocalized } from '../i18n/localized.js';
import { todayIso } from '../lib/validation.js';

function Closed({ title, message }: { title: string; message: string }) {
  const { t } = useLingui();
  return (
    <>
      <Seo title={title} hiddenHeading={false} />
      <PageHeader title={title} middle={{ label: t`Careers`, href: '/careers' }} headingLevel={1} />
      <EmptyState
        title={message}
        action={
          <Link to="/careers">
            <Trans>See all open jobs</Trans>
          </Link>
        }
      />
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  const localized = useLocalized();
  const CAREERS = { label: t`Careers`, href: '/careers' };
  const { careerId = '' } = useParams();
  const { currentData, isFetching, error, refetch } = useJobQuery(careerId);
  const job = currentData?.job;

  // An unknown slug: the page server answers 404 (docs/browsing.md §2.17).
  const notFound = isNotFound(error);
  usePageStatus(recordStatus(currentData, error, notFound));
  if (notFound) {
    return <Closed title={t`Job not found`} message={t`This job is no longer open`} />;
  }
  if (!job) {
    return (
      <>
        <PageHeader title={t`Apply`} middle={CAREERS} headingLevel={1} />
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </>
    );
  }
  const jobHref = `/careers/${job.slug}`;
  if (job.deadline < todayIso()) {
    return (
      <Closed title={localized(job.title, job.title_ne)} message={t`Applications for this job are closed`} />
    );
  }
  const jobTitle = localized(job.title, job.title_ne);
  const title = t`Apply for ${jobTitle}`;
  return (
    <FormPage
      title={title}
      middle={CAREERS}
      backHref={jobHref}
      back={{ href: jobHref, label: t`Back to ${jobTitle}` }}
      aside={<JobSummary job={job} />}
    >
      <Seo title={title} description={t`Apply for the ${jobTitle} job at Sajilo.`} hiddenHeading={false} />
      <JobApplicationForm slug={job.slug} />
    </FormPage>
  );
}

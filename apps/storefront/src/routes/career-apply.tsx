// docs/customer.md §2.8 Forms: /careers/{careerId}/apply: 'Apply for {job title}' with a link back to the
// job, and the application form. An unknown job, or one past its deadline, says so instead of showing the
// form.
import { isRequestError, useJobQuery } from '@sajilo/store';
import { EmptyState, PageHeader } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { Seo } from '../components/seo.js';
import { FormPage } from '../forms/form-page.js';
import { JobApplicationForm } from '../forms/job-application-form.js';
import { JobSummary } from '../forms/job-summary.js';
import { todayIso } from '../lib/validation.js';

const CAREERS = { label: 'Careers', href: '/careers' };

function Closed({ title, message }: { title: string; message: string }) {
  return (
    <>
      <Seo title={title} hiddenHeading={false} />
      <PageHeader title={title} middle={CAREERS} headingLevel={1} />
      <EmptyState title={message} action={<Link to="/careers">See all open jobs</Link>} />
    </>
  );
}

export function Component() {
  const { careerId = '' } = useParams();
  const { currentData, isFetching, error, refetch } = useJobQuery(careerId);
  const job = currentData?.job;

  if (isRequestError(error) && error.status === 404) {
    return <Closed title="Job not found" message="This job is no longer open" />;
  }
  if (!job) {
    return (
      <>
        <PageHeader title="Apply" middle={CAREERS} headingLevel={1} />
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          {null}
        </QueryState>
      </>
    );
  }
  const jobHref = `/careers/${job.slug}`;
  if (job.deadline < todayIso()) {
    return <Closed title={job.title} message="Applications for this job are closed" />;
  }
  const title = `Apply for ${job.title}`;
  return (
    <FormPage
      title={title}
      middle={CAREERS}
      backHref={jobHref}
      back={{ href: jobHref, label: `Back to ${job.title}` }}
      aside={<JobSummary job={job} />}
    >
      <Seo title={title} description={`Apply for the ${job.title} job at Sajilo.`} hiddenHeading={false} />
      <JobApplicationForm slug={job.slug} />
    </FormPage>
  );
}

// Job postings in the back office; a job is open until the end of its deadline day (the database's date,
// as routes/content.ts reads it for the storefront).
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/query.js';
import { jobs } from '../../../db/schema.js';
import { invalid } from '../../../errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { nepali, nepaliHtml } from './nepali.js';
import { type Editor, insertRow, type Kind, type Schemas, updateRow } from './records.js';

export const JOBS: Kind<typeof jobs> = { table: jobs, entity: 'job', what: 'job' };

type JobRow = typeof jobs.$inferSelect;

const today = sql`current_date`;

const job = (row: JobRow & { open: boolean }): Schemas['Job'] => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  title_ne: row.titleNe,
  type: row.type,
  type_ne: row.typeNe,
  vacancy: row.vacancy,
  salary: row.salary,
  salary_ne: row.salaryNe,
  deadline: row.deadline,
  education: row.education,
  education_ne: row.educationNe,
  experience: row.experience,
  experience_ne: row.experienceNe,
  date: row.date,
  description: row.description,
  description_ne: row.descriptionNe,
  open: row.open,
});

const jobValues = (input: Schemas['JobInput']) => {
  if (input.deadline < input.date) {
    throw invalid({ deadline: ['The deadline comes before the day the job is posted.'] }, 422);
  }
  return {
    slug: input.slug,
    title: input.title,
    titleNe: nepali(input.title_ne),
    type: input.type,
    typeNe: nepali(input.type_ne),
    vacancy: input.vacancy,
    salary: input.salary,
    salaryNe: nepali(input.salary_ne),
    deadline: input.deadline,
    education: input.education,
    educationNe: nepali(input.education_ne),
    experience: input.experience,
    experienceNe: nepali(input.experience_ne),
    date: input.date,
    description: sanitizeRichText(input.description),
    descriptionNe: nepaliHtml(input.description_ne),
  };
};

/** The job as the back office shows it, with whether it is open today. */
async function withOpen(db: Database, row: JobRow): Promise<Schemas['Job']> {
  const [check] = await queryRows<{ open: boolean }>(
    db,
    sql`SELECT ${row.deadline}::date >= ${today} AS open`,
  );
  return job({ ...row, open: check?.open ?? false });
}

export async function listJobs(db: Database): Promise<Schemas['Job'][]> {
  const rows = await db
    .select({ job: jobs, open: sql<boolean>`${jobs.deadline} >= ${today}` })
    .from(jobs)
    .orderBy(desc(jobs.date), desc(jobs.id));
  return rows.map((r) => job({ ...r.job, open: r.open }));
}

/** A deadline before the day the job is posted is 422, before anything is read. */
export async function createJob(editor: Editor, input: Schemas['JobInput']): Promise<Schemas['Job']> {
  const values = jobValues(input);
  return withOpen(editor.db, await insertRow(editor, JOBS, async () => values));
}

export async function updateJob(
  editor: Editor,
  id: number,
  input: Schemas['JobInput'],
): Promise<Schemas['Job']> {
  const values = jobValues(input);
  return withOpen(editor.db, await updateRow(editor, JOBS, id, async () => values));
}

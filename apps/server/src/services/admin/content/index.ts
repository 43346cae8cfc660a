// The storefront's content in the back office (docs/back-office.md): banners, pages, blogs, jobs, FAQs,
// testimonials, showrooms, catalogues (with their PDF) and plugins. The storefront reads these tables on every
// request (routes/content.ts and routes/pages.ts keep no copy), so a change is on the storefront as soon as
// it commits. records.ts holds what every kind shares (one change, one transaction with its audit entry),
// kinds.ts the kinds listed, created and saved alike; pages and jobs have rules of their own.
export { storeCataloguePdf } from './catalogue-files.js';
export { createJob, JOBS, listJobs, updateJob } from './jobs.js';
export {
  BANNERS,
  BLOGS,
  CATALOGUES,
  deleteFaqType,
  FAQ_TYPES,
  FAQS,
  listFaqs,
  PLUGINS,
  SHOWROOMS,
  TESTIMONIALS,
} from './kinds.js';
export { createPage, deletePage, listPages, updatePage } from './pages.js';
export { createRecord, deleteRow, type Editor, listRecords, updateRecord } from './records.js';

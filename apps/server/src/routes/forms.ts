// Enquiries, feedback, FAQ questions, newsletter subscriptions, support tickets and job applications.
// Each is stored as sent (after validation) in `submissions`, with its files in `submission_files`.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  complaintSymptoms,
  faqTypes,
  jobs,
  submissionFiles,
  submissions,
  subscribers,
} from '../db/schema.js';
import { HttpError, invalid, notFound } from '../errors.js';
import type { OperationOptions } from '../plugins/operations.js';
import { AttemptLimiter } from '../services/attempts.js';
import { queueStaffNotice } from '../services/mails.js';
import { discardMultipart, readMultipartForm, storeFiles, type UploadedFile } from '../services/uploads.js';
import type { MultipartBody } from '../types.js';

type SubmissionKind = (typeof submissions.$inferInsert)['kind'];

/** The window of the per-client, per-IP limit (each form counts on its own); the number comes from the client's record. */
const FORM_WINDOW = '1 minute';

/**
 * Every form is rate limited per application key and IP address. The operation's own onRequest hook (the
 * key check) runs before the rate-limit hook, which @fastify/rate-limit appends to the route, so
 * `request.apiClient` is known here; a request without a valid key never reaches the limiter (403).
 */
const formLimit: OperationOptions = {
  rateLimit: {
    timeWindow: FORM_WINDOW,
    keyGenerator: (request: FastifyRequest) => `${request.apiClient?.id}:${request.ip}`,
    max: (request: FastifyRequest) => request.apiClient?.formsPerMinute ?? 10,
  },
};

const MESSAGES = {
  contact: /*i18n*/ 'Thank you for contacting us! We will get back to you soon.',
  customer_enquiry: /*i18n*/ 'Thank you for your enquiry! Our team will contact you shortly.',
  dealer_enquiry: /*i18n*/ 'Thank you for your interest in becoming a dealer! We will contact you soon.',
  feedback: /*i18n*/ 'Thank you for your feedback!',
  faq_question: /*i18n*/ 'Thank you for your question! We will answer it soon.',
  support_ticket: /*i18n*/ 'Your support ticket has been opened. Our service team will contact you soon.',
  job_application: /*i18n*/ 'Thank you for applying! We have received your application.',
} as const satisfies Record<SubmissionKind, string>;

const SUBSCRIBED = /*i18n*/ 'Thank you for subscribing to our newsletter!';
const ALREADY_SUBSCRIBED = /*i18n*/ 'You are already subscribed. Thank you!';

/** A bot filled the hidden `website` field: it gets the normal answer, and nothing is kept. */
const isBot = (body: { website?: string | undefined }) => Boolean(body.website);

const HOUR = 60 * 60_000;

const routes: FastifyPluginAsync = async (app) => {
  // Beside the limit per key and IP (formLimit): one per IP over every key, and one per partner key over
  // every IP. A partner's key is public (it sits in the partner's page) and an Origin header is only a
  // browser's word, so the key names the partner (attribution) and bounds what one key can send; it
  // proves nothing about the sender (docs/operations.md "Partner keys").
  const perIp = new AttemptLimiter(app.db, 'forms-ip', { max: app.config.formsPerIpPerHour, windowMs: HOUR });
  const perPartnerKey = new AttemptLimiter(app.db, 'forms-partner', {
    max: app.config.partnerFormsPerHour,
    windowMs: HOUR,
  });
  app.addHook('preHandler', async (request) => {
    await perIp.hit(request.ip);
    if (request.apiClient?.kind === 'partner') await perPartnerKey.hit(String(request.apiClient.id));
  });
  /**
   * Stores one submission with its files, in one transaction: a submission that fails keeps no file, and
   * a committed one cannot lose its files.
   */
  async function record(
    request: FastifyRequest,
    kind: SubmissionKind,
    data: Record<string, unknown>,
    options: { jobId?: number; files?: UploadedFile[] } = {},
  ): Promise<void> {
    const { website: _honeypot, ...fields } = data;
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          kind,
          clientId: request.apiClient?.id ?? null,
          // A dealer's own key makes this the dealer's lead (docs/dealers.md "Leads").
          dealerCompanyId: request.apiClient
            ? sql`(select dealer_company_id from api_clients where id = ${request.apiClient.id})`
            : null,
          jobId: options.jobId ?? null,
          data: fields,
          ip: request.ip,
        })
        .returning({ id: submissions.id });
      if (!row) throw new Error('the submission was not stored');
      const stored = await storeFiles(tx, kind, options.files ?? []);
      if (stored.length > 0) {
        await tx.insert(submissionFiles).values(stored.map((file) => ({ submissionId: row.id, ...file })));
      }
      // The shop hears of every submission; the mail goes out once this commits.
      await queueStaffNotice(app, tx, { id: row.id, kind, data: fields, files: stored });
    });
  }

  app.operation(
    'sendContactEnquiry',
    async (request, reply) => {
      await record(request, 'contact', request.body);
      reply.code(201);
      return { result: 'success', message: MESSAGES.contact };
    },
    formLimit,
  );

  app.operation(
    'sendCustomerEnquiry',
    async (request, reply) => {
      if (!isBot(request.body)) await record(request, 'customer_enquiry', request.body);
      reply.code(201);
      return { result: 'success', message: MESSAGES.customer_enquiry };
    },
    formLimit,
  );

  app.operation(
    'sendDealerEnquiry',
    async (request, reply) => {
      await record(request, 'dealer_enquiry', request.body);
      reply.code(201);
      return { result: 'success', message: MESSAGES.dealer_enquiry };
    },
    formLimit,
  );

  app.operation(
    'sendFeedback',
    async (request, reply) => {
      await record(request, 'feedback', request.body);
      reply.code(201);
      return { result: 'success', message: MESSAGES.feedback };
    },
    formLimit,
  );

  app.operation(
    'askQuestion',
    async (request, reply) => {
      // docs/customer.md §2: the type comes from the FAQ type dropdown.
      const [type] = await app.db
        .select({ id: faqTypes.id })
        .from(faqTypes)
        .where(eq(faqTypes.id, request.body.type))
        .limit(1);
      if (!type) throw invalid({ type: [/*i18n*/ 'Choose a question type from the list.'] });
      await record(request, 'faq_question', request.body);
      reply.code(201);
      return { result: 'success', message: MESSAGES.faq_question };
    },
    formLimit,
  );

  app.operation(
    'subscribe',
    async (request, reply) => {
      if (isBot(request.body)) {
        reply.code(201);
        return { result: 'success', message: SUBSCRIBED };
      }
      // One row per address whatever its case (unique index on lower(email)); a second one is a polite no-op.
      const inserted = await app.db
        .insert(subscribers)
        .values({ email: request.body.email, clientId: request.apiClient?.id ?? null })
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      if (inserted.length === 0) return { result: 'success', message: ALREADY_SUBSCRIBED };
      reply.code(201);
      return { result: 'success', message: SUBSCRIBED };
    },
    formLimit,
  );

  app.operation(
    'openSupportTicket',
    async (request, reply) => {
      const { fields, files } = await readMultipartForm<
        Omit<MultipartBody<'openSupportTicket'>, 'warrenty_card' | 'billing_card'>
      >(request, 'openSupportTicket');
      if (!isBot(fields)) {
        const [symptom] = await app.db
          .select({ id: complaintSymptoms.id })
          .from(complaintSymptoms)
          .where(eq(complaintSymptoms.id, fields.symptom))
          .limit(1);
        if (!symptom) throw invalid({ symptom: [/*i18n*/ 'Choose a complaint symptom from the list.'] });
        await record(request, 'support_ticket', fields, { files });
      }
      reply.code(201);
      return { result: 'success', message: MESSAGES.support_ticket };
    },
    formLimit,
  );

  app.operation(
    'applyForJob',
    async (request, reply) => {
      const [job] = await app.db
        .select({ id: jobs.id, open: sql<boolean>`${jobs.deadline} >= current_date` })
        .from(jobs)
        .where(eq(jobs.slug, request.params.slug))
        .limit(1);
      if (!job?.open) {
        // Answer only once the upload is read, or the client sees a reset connection instead of the 404.
        await discardMultipart(request);
        throw job
          ? new HttpError(404, /*i18n*/ 'This job is no longer open for applications.')
          : notFound(/*i18n*/ 'This job does not exist.');
      }
      const { fields, files } = await readMultipartForm<Omit<MultipartBody<'applyForJob'>, 'resume'>>(
        request,
        'applyForJob',
      );
      await record(request, 'job_application', fields, { jobId: job.id, files });
      reply.code(201);
      return { result: 'success', message: MESSAGES.job_application };
    },
    formLimit,
  );
};

export default routes;

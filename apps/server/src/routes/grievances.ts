// The seller's legal facts and grievances (docs/nepal.md "The seller on the site", "Grievances"): what every
// page's footer shows of the seller, filing a grievance, and following one by its tracking number.
import type { components } from '@sajilo/api';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors.js';
import { localeOf } from '../plugins/language.js';
import { AttemptLimiter } from '../services/attempts.js';
import { fileGrievance, type GrievanceRow, trackedGrievance } from '../services/grievances.js';
import { seller } from '../services/seller.js';

const HOUR = 60 * 60_000;

/** A wrong number and a wrong contact answer alike: the answer tells a guesser nothing. */
const NOT_FOUND = /*i18n*/ 'No grievance has this number with this phone number or email.';
const REGISTERED = /*i18n*/ 'Your grievance is registered. Keep its tracking number to follow it.';

export function toGrievance(row: GrievanceRow): components['schemas']['Grievance'] {
  return {
    tracking_number: row.trackingNumber,
    topic: row.topic,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision: row.decidedAt ? row.decision : null,
  };
}

const routes: FastifyPluginAsync = async (app) => {
  // Filing shares the forms' hourly budget per address; following has its own, small enough that a
  // guesser with a known phone number gets nowhere near 2^40 numbers.
  const filesPerIp = new AttemptLimiter(app.db, 'grievance-ip', {
    max: app.config.formsPerIpPerHour,
    windowMs: HOUR,
  });
  const lookupsPerIp = new AttemptLimiter(app.db, 'grievance-track-ip', { max: 30, windowMs: HOUR });

  app.operation('getSeller', async () => ({ result: 'success', seller: await seller(app.db) }));

  app.operation('fileGrievance', async (request, reply) => {
    await filesPerIp.hit(request.ip);
    const { website, ...input } = request.body;
    reply.code(201);
    if (website) {
      // A bot filled the hidden field: the normal answer's shape, nothing kept.
      const now = new Date();
      return {
        result: 'success',
        message: REGISTERED,
        grievance: {
          tracking_number: 'GR-00000000',
          topic: input.topic,
          status: 'received',
          created_at: now.toISOString(),
          due_at: now.toISOString(),
          decided_at: null,
          decision: null,
        },
      };
    }
    const row = await fileGrievance(app, input, { locale: localeOf(request), ip: request.ip });
    return { result: 'success', message: REGISTERED, grievance: toGrievance(row) };
  });

  app.operation('trackGrievance', async (request) => {
    await lookupsPerIp.hit(request.ip);
    const row = await trackedGrievance(app.db, request.params.tracking_number, request.query.contact);
    if (!row) throw notFound(NOT_FOUND);
    return { result: 'success', grievance: toGrievance(row) };
  });
};

export default routes;

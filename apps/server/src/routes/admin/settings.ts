// The seller's legal facts (docs/back-office.md "Shop details"): what the site's footer, the grievance page
// and new VAT invoices show of the seller. Owner only; each change is audited.
import type { AdminComponents } from '@sajilo/api/admin';
import type { FastifyPluginAsync } from 'fastify';
import { audit } from '../../services/admin/audit.js';
import { saveSeller, storedSeller } from '../../services/seller.js';

/** The facts as answered: one the shop has not entered is left out, as it is left out of a save. */
const answered = (facts: Required<AdminComponents['schemas']['AdminSeller']>) =>
  Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== ''),
  ) as AdminComponents['schemas']['AdminSeller'];

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminGetSeller', async () => ({
    result: 'success',
    seller: answered(await storedSeller(app.db)),
  }));

  app.adminOperation('adminUpdateSeller', async (request) => {
    const after = await app.db.transaction(async (tx) => {
      const before = await storedSeller(tx);
      await saveSeller(tx, request.body);
      const saved = await storedSeller(tx);
      await audit(tx, request, {
        entity: 'seller',
        entityId: null,
        before: { ...before },
        after: { ...saved },
      });
      return saved;
    });
    return { result: 'success', message: 'Shop details saved.', seller: answered(after) };
  });
};

export default routes;

// Accounts with a Nepali mobile number and a one-time code by SMS (docs/customer.md "Phone-number
// accounts"): send a code, log in or register with it, and add a verified number to an account.
import { nepaliMobileE164, nepaliMobileNational } from '@sajilo/nepal';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation } from '../db/errors.js';
import { customers } from '../db/schema.js';
import { invalid } from '../errors.js';
import { translate } from '../i18n.js';
import { currentCustomer } from '../plugins/customers.js';
import { localeOf } from '../plugins/language.js';
import { keepLocale, LIMITS } from '../services/accounts.js';
import { AttemptLimiter } from '../services/attempts.js';
import { CODE_VALIDITY_MS, checkCode, issueCode, spendCode } from '../services/phone-codes.js';
import { queueSms } from '../services/sms.js';

const NOT_A_MOBILE = /*i18n*/ 'Enter a Nepali mobile number: 10 digits starting with 96, 97 or 98.';
const CODE_WRONG = /*i18n*/ 'This code is wrong or has expired. Check it, or ask for a new one.';
const NO_ACCOUNT = /*i18n*/ 'No account has this number yet. Register with it: tell us your name.';
const NUMBER_TAKEN = /*i18n*/ 'This number belongs to another account.';

const routes: FastifyPluginAsync = async (app) => {
  const sendPerPhone = new AttemptLimiter(app.db, 'code-send-phone', LIMITS.codeSendPerPhone);
  const sendPerIp = new AttemptLimiter(app.db, 'code-send-ip', LIMITS.codeSendPerIp);
  const verifyPerPhone = new AttemptLimiter(app.db, 'code-verify-phone', LIMITS.codeVerifyPerPhone);
  const verifyPerIp = new AttemptLimiter(app.db, 'code-verify-ip', LIMITS.codeVerifyPerIp);

  function mobile(typed: string): string {
    const phone = nepaliMobileE164(typed);
    if (!phone) throw invalid({ phone_number: [NOT_A_MOBILE] }, 422);
    return phone;
  }

  /** Counts a guess per IP and per number before it is checked, so parallel guesses cannot slip through. */
  async function countGuess(ip: string, phone: string) {
    await verifyPerIp.hit(ip);
    await verifyPerPhone.hit(phone);
  }

  // The same answer whether or not the number has an account: the code decides what follows.
  app.operation('sendPhoneCode', async (request, reply) => {
    const phone = mobile(request.body.phone_number);
    await sendPerIp.hit(request.ip);
    await sendPerPhone.hit(phone);
    const locale = localeOf(request);
    await app.db.transaction(async (tx) => {
      const code = await issueCode(tx, phone, app.config.sms.codeIntervalMs);
      const text = translate(
        locale,
        /*i18n*/ {
          id: '{code} is your Sajilo code. It works for 5 minutes. Never share it with anyone.',
          values: { code },
        },
      );
      await queueSms(app, phone, text, tx);
    });
    reply.code(202);
    return {
      result: 'success',
      message: /*i18n*/ {
        id: 'We have sent a 6-digit code to {phone}.',
        values: { phone: nepaliMobileNational(phone) },
      },
      phone_number: phone,
      resend_in: app.config.sms.codeIntervalMs / 1000,
      expires_in: CODE_VALIDITY_MS / 1000,
    };
  });

  app.operation('loginWithPhone', async (request) => {
    const { code, name } = request.body;
    const phone = mobile(request.body.phone_number);
    await countGuess(request.ip, phone);
    // A wrong guess is counted in the transaction (it commits); the answer is decided after it.
    const outcome = await app.db.transaction(async (tx) => {
      const check = await checkCode(tx, phone, code);
      if (!check.ok) return { kind: 'wrong' as const };
      const [existing] = await tx
        .select({ id: customers.id, locale: customers.locale })
        .from(customers)
        .where(eq(customers.mobile, phone))
        .limit(1);
      if (existing) {
        await spendCode(tx, check.id);
        await keepLocale(tx, existing.id, existing.locale, localeOf(request));
        return { kind: 'in' as const, customerId: existing.id };
      }
      // Without a name the shopper is on the login page: the code stays good for the register page.
      const trimmed = name?.trim();
      if (!trimmed) return { kind: 'no-account' as const };
      const [created] = await tx
        .insert(customers)
        .values({
          name: trimmed,
          email: null,
          phoneNumber: nepaliMobileNational(phone),
          mobile: phone,
          mobileVerifiedAt: sql`now()`,
          passwordHash: null,
          locale: localeOf(request),
        })
        .returning({ id: customers.id });
      if (!created) throw new Error('the account was not created');
      await spendCode(tx, check.id);
      return { kind: 'in' as const, customerId: created.id };
    });
    if (outcome.kind === 'wrong') throw invalid({ code: [CODE_WRONG] }, 422);
    if (outcome.kind === 'no-account') throw invalid({ name: [NO_ACCOUNT] }, 422);
    // The owner proved the number: earlier wrong guesses no longer hold it back.
    await verifyPerPhone.reset(phone);
    const { token, tokenValidity } = await app.sessions.create(outcome.customerId);
    return {
      result: 'success',
      message: /*i18n*/ 'You are successfully Loggedin',
      token,
      token_validity: tokenValidity,
    };
  });

  app.operation('verifyPhone', async (request) => {
    const me = currentCustomer(request);
    const phone = mobile(request.body.phone_number);
    await countGuess(request.ip, phone);
    let outcome: 'wrong' | 'taken' | 'done';
    try {
      outcome = await app.db.transaction(async (tx) => {
        const check = await checkCode(tx, phone, request.body.code);
        if (!check.ok) return 'wrong';
        const [other] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.mobile, phone), ne(customers.id, me.id)))
          .limit(1);
        if (other) return 'taken';
        await tx
          .update(customers)
          .set({
            mobile: phone,
            mobileVerifiedAt: sql`now()`,
            phoneNumber: nepaliMobileNational(phone),
            updatedAt: new Date(),
          })
          .where(eq(customers.id, me.id));
        await spendCode(tx, check.id);
        return 'done';
      });
    } catch (error) {
      // Two accounts adding the same number at once: the unique index decides.
      if (isUniqueViolation(error)) outcome = 'taken';
      else throw error;
    }
    if (outcome === 'wrong') throw invalid({ code: [CODE_WRONG] }, 422);
    if (outcome === 'taken') throw invalid({ phone_number: [NUMBER_TAKEN] }, 422);
    await verifyPerPhone.reset(phone);
    return { result: 'success', message: /*i18n*/ 'Your mobile number is verified: you can log in with it.' };
  });
};

export default routes;

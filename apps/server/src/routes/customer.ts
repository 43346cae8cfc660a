// Customer accounts (register, login, logout, forgot/reset password, profile, password change) and the
// customer's orders and dashboard. docs/customer.md §2.7 "Customer area", §3 entities, §7 calls.
import type { OrderItem } from '@sajilo/api';
import { invoiceFileName } from '@sajilo/nepal';
import { addressProblems } from '@sajilo/nepal/addresses';
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.js';
import { isUniqueViolation, scrubbed } from '../db/errors.js';
import {
  customers,
  emailConfirmations,
  orderItems,
  orders,
  passwordResets,
  paymentAttempts,
} from '../db/schema.js';
import { type FieldErrors, HttpError, invalid, notFound } from '../errors.js';
import { type Locale, translate } from '../i18n.js';
import { currentCustomer } from '../plugins/customers.js';
import { answerLocale, localeOf } from '../plugins/language.js';
import { ADDRESS_MESSAGES, keepLocale, LIMITS } from '../services/accounts.js';
import { AttemptLimiter } from '../services/attempts.js';
import { collectPointOf } from '../services/collection.js';
import { randomToken, sha256 } from '../services/crypto.js';
import { toImage } from '../services/images.js';
import { vatInvoice } from '../services/invoice.js';
import { renderInvoicePdf } from '../services/invoice-pdf.js';
import { sendMail } from '../services/mailer.js';
import {
  accountExistsMail,
  confirmEmailMail,
  emailChangedMail,
  pageIn,
  paymentIn,
  queueOrderCancelled,
  resetPasswordMail,
} from '../services/mails.js';
import { ORDER_STATUS, toOrder } from '../services/orders.js';
import {
  CONFIRMATION_MISMATCH,
  hashPassword,
  passwordMessages,
  verifyAgainstDecoy,
  verifyPassword,
} from '../services/passwords.js';
import { settleLatest } from '../services/payments/index.js';
import { orderPromotions, voidRedemptions } from '../services/promotions.js';
import { orderReturns, returnUntil, toOrderReturn } from '../services/returns.js';
import { itemLots, releaseOrder } from '../services/stock.js';
import { itemTileQuantities, lotLineText, tileField } from '../services/tiles.js';

const MINUTE = 60_000;

/** A reset link works for one hour (issue). */
const RESET_VALIDITY_MS = 60 * MINUTE;

const WRONG_CREDENTIALS = /*i18n*/ 'The email or password is incorrect.';
const EMAIL_TAKEN = /*i18n*/ 'This email is already registered.';
/** A confirmation link works for a day: the mail may be read on another device, later. */
const CONFIRM_VALIDITY_MS = 24 * 60 * MINUTE;
const CONFIRM_INVALID = /*i18n*/ 'This confirmation link is invalid or has expired. Ask for a new one.';
const NOT_CONFIRMED = /*i18n*/ 'Confirm your email first: open the link we mailed you, or ask for a new one.';
const RESEND_MESSAGE = /*i18n*/ 'If that account is waiting for confirmation, we have sent a new link.';
const FORGOT_MESSAGE = /*i18n*/ 'If that email is registered, we have sent a link to reset the password.';
const RESET_INVALID = /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.';
const CURRENT_PASSWORD_NEEDED = /*i18n*/ 'Enter your current password to change the email.';
const CURRENT_PASSWORD_WRONG = /*i18n*/ 'The current password is incorrect.';
const ORDER_NOT_FOUND = /*i18n*/ 'Order not found.';
const emailIs = (email: string) => sql`lower(${customers.email}) = ${email.toLowerCase()}`;

const routes: FastifyPluginAsync = async (app) => {
  const loginPerEmailAndIp = new AttemptLimiter(app.db, 'login-email-ip', LIMITS.loginPerEmailAndIp);
  const loginFailuresPerIp = new AttemptLimiter(app.db, 'login-ip', LIMITS.loginFailuresPerIp);
  const forgotPerEmail = new AttemptLimiter(app.db, 'forgot-email', LIMITS.forgotPerEmail);
  const registerPerEmail = new AttemptLimiter(app.db, 'register-email', LIMITS.registerPerEmail);
  const passwordChecksPerCustomer = new AttemptLimiter(
    app.db,
    'password-check',
    LIMITS.changePasswordPerCustomer,
  );
  /**
   * After a password reset, password change or email change, in its transaction: the customer's sessions end
   * (except `keep`, the one that made a change) and no reset link mailed before can undo it.
   */
  async function endSessions(tx: Database, customerId: number, keep?: number): Promise<void> {
    await app.sessions.revokeAll(customerId, keep, tx);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
  }
  /** The (email, IP) counter's key; `loginKeyStart(email)` starts the keys of every IP. */
  const loginKeyStart = (email: string) => `${email.toLowerCase()}|`;
  /** A password reset or change proves the owner: no IP stays limited for the account's email. */
  const clearLoginLimits = (email: string) => loginPerEmailAndIp.resetStartingWith(loginKeyStart(email));

  /** 422 with every problem of a new password at once, as the form shows them beside each field. */
  function checkNewPassword(password: string, confirmation: string, email: string, extra: FieldErrors = {}) {
    const problems: FieldErrors = { ...extra };
    const passwordList = passwordMessages(password, undefined, email);
    if (passwordList.length > 0) problems.password = passwordList;
    if (confirmation !== password) problems.password_confirmation = [CONFIRMATION_MISMATCH];
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
  }

  async function emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const [row] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(emailIs(email), exceptId === undefined ? undefined : ne(customers.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A new confirmation link for `customer`, written in `tx`, to the page in `locale` (the link rides in the
   * fragment, as a reset link's: no server log or Referer keeps it).
   */
  async function confirmationLink(tx: Database, customerId: number, locale: Locale): Promise<string> {
    const token = randomToken();
    await tx.insert(emailConfirmations).values({
      customerId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + CONFIRM_VALIDITY_MS),
    });
    return pageIn(app.config.storefrontOrigin, locale, `/confirm-email#token=${token}`);
  }

  // docs/customer.md "Registration": the answer is the same for a new and a taken address, and so is the
  // work behind it (a password hashed, rows written and a mail queued in one transaction), so neither the
  // answer nor its time tells whether the address has an account. A new account logs in once its address
  // is confirmed; the owner of a taken address is told by mail.
  app.operation(
    'registerCustomer',
    async (request, reply) => {
      const body = request.body;
      await registerPerEmail.hit(body.email.toLowerCase());
      checkNewPassword(body.password, body.password_confirmation, body.email);
      const passwordHash = await hashPassword(body.password);
      // docs/customer.md §3: the register payload has first and last name; the profile has one name.
      const name = `${body.first_name} ${body.last_name}`;
      // The account's mails are written in the language of the page it was asked from (docs/server.md "Mail").
      const locale = localeOf(request);
      await scrubbed(() =>
        app.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(customers)
            .values({ name, email: body.email, phoneNumber: body.phone_number, passwordHash, locale })
            // The unique index on the address decides, for two registrations at once too.
            .onConflictDoNothing()
            .returning({ id: customers.id, email: customers.email });
          if (created) {
            const link = await confirmationLink(tx, created.id, locale);
            await sendMail(app, confirmEmailMail(locale, body.email, link), tx);
            return;
          }
          const [owner] = await tx
            .select({ id: customers.id, email: customers.email, confirmedAt: customers.emailConfirmedAt })
            .from(customers)
            .where(emailIs(body.email))
            .limit(1);
          if (!owner) throw new Error('registration found neither a new nor an existing account');
          const link = owner.confirmedAt ? undefined : await confirmationLink(tx, owner.id, locale);
          await sendMail(
            app,
            accountExistsMail(locale, owner.email ?? body.email, app.config.storefrontOrigin, link),
            tx,
          );
        }),
      );
      reply.code(202);
      return {
        result: 'success',
        message: /*i18n*/ {
          id: 'We have sent a mail to {email}. Open the link in it to finish creating your account.',
          values: { email: body.email },
        },
        user: {
          name,
          email: body.email,
          phone_number: body.phone_number,
          login_mobile: null,
          date_of_birth: null,
        },
      };
    },
    { rateLimit: { ...LIMITS.registerPerIp, max: app.config.registrationsPerIp } },
  );

  app.operation(
    'confirmEmail',
    async (request) => {
      const now = new Date();
      const confirmed = await app.db.transaction(async (tx) => {
        // Spending the token is one conditional update: of two requests racing with it, one wins.
        const [spent] = await tx
          .update(emailConfirmations)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailConfirmations.tokenHash, sha256(request.body.token)),
              isNull(emailConfirmations.usedAt),
              gt(emailConfirmations.expiresAt, now),
            ),
          )
          .returning({ customerId: emailConfirmations.customerId });
        if (!spent) return undefined;
        const [customer] = await tx
          .update(customers)
          .set({ emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, ${now})` })
          .where(eq(customers.id, spent.customerId))
          .returning({ email: customers.email });
        return customer;
      });
      if (!confirmed) throw invalid({ token: [CONFIRM_INVALID] }, 422);
      return {
        result: 'success',
        message: /*i18n*/ 'Your email is confirmed. Please log in.',
        email: confirmed.email ?? '',
      };
    },
    // One confirmation a registration: the same number an IP may register (REGISTRATIONS_PER_IP).
    { rateLimit: { ...LIMITS.confirmPerIp, max: app.config.registrationsPerIp } },
  );

  app.operation(
    'resendConfirmation',
    async (request, reply) => {
      const { email } = request.body;
      await registerPerEmail.hit(email.toLowerCase());
      const [customer] = await app.db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(and(emailIs(email), isNull(customers.emailConfirmedAt)))
        .limit(1);
      if (customer) {
        await scrubbed(() =>
          app.db.transaction(async (tx) => {
            const locale = localeOf(request);
            const link = await confirmationLink(tx, customer.id, locale);
            await sendMail(app, confirmEmailMail(locale, customer.email ?? email, link), tx);
          }),
        );
      }
      reply.code(202);
      return { result: 'success', message: RESEND_MESSAGE };
    },
    { rateLimit: LIMITS.forgotPerIp },
  );

  app.operation(
    'loginCustomer',
    async (request) => {
      const { email, password } = request.body;
      const pairKey = `${loginKeyStart(email)}${request.ip}`;
      // Counted before the password is checked, so parallel guesses cannot all slip under the limits.
      await loginPerEmailAndIp.hit(pairKey);
      await loginFailuresPerIp.hit(request.ip);
      const [customer] = await app.db
        .select({
          id: customers.id,
          passwordHash: customers.passwordHash,
          confirmedAt: customers.emailConfirmedAt,
          locale: customers.locale,
        })
        .from(customers)
        .where(emailIs(email))
        .limit(1);
      // An unknown email costs one argon2 verification too, so the answer's timing does not tell.
      // An account made with a mobile number has no password until one is set through a reset link.
      const ok = customer?.passwordHash
        ? await verifyPassword(customer.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!customer || !ok) throw new HttpError(401, WRONG_CREDENTIALS);
      // Only the one who knows the password learns the account waits for its confirmation.
      if (!customer.confirmedAt) throw new HttpError(403, NOT_CONFIRMED);
      await loginPerEmailAndIp.reset(pairKey);
      await loginFailuresPerIp.refund(request.ip);
      await keepLocale(app.db, customer.id, customer.locale, localeOf(request));
      const { token, tokenValidity } = await app.sessions.create(customer.id);
      // docs/customer.md §8: the login screen's success message.
      return {
        result: 'success',
        message: /*i18n*/ 'You are successfully Loggedin',
        token,
        token_validity: tokenValidity,
      };
    },
    { rateLimit: { ...LIMITS.loginPerIp, max: app.config.loginsPerIp } },
  );

  app.operation('logoutCustomer', async (request) => {
    await app.sessions.revoke(currentCustomer(request).sessionId);
    return { result: 'success', message: /*i18n*/ 'You have been logged out.' };
  });

  app.operation(
    'forgotPassword',
    async (request, reply) => {
      const { email } = request.body;
      // Counted whether or not the email is registered, so the limit does not tell either.
      await forgotPerEmail.hit(email.toLowerCase());
      const [customer] = await app.db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(emailIs(email))
        .limit(1);
      if (customer) {
        const token = randomToken();
        // The token rides in the fragment: browsers never send it to a server, so no log or Referer keeps it.
        const locale = localeOf(request);
        const link = pageIn(app.config.storefrontOrigin, locale, `/reset-password#token=${token}`);
        await scrubbed(() =>
          app.db.transaction(async (tx) => {
            await tx.insert(passwordResets).values({
              customerId: customer.id,
              tokenHash: sha256(token),
              expiresAt: new Date(Date.now() + RESET_VALIDITY_MS),
            });
            await sendMail(app, resetPasswordMail(locale, customer.email ?? email, link), tx);
          }),
        );
      }
      reply.code(202);
      return { result: 'success', message: FORGOT_MESSAGE };
    },
    { rateLimit: LIMITS.forgotPerIp },
  );

  app.operation(
    'resetPassword',
    async (request) => {
      const { token, password, password_confirmation } = request.body;
      const tokenHash = sha256(token);
      const [reset] = await app.db
        .select({ customerId: passwordResets.customerId, email: customers.email })
        .from(passwordResets)
        .innerJoin(customers, eq(customers.id, passwordResets.customerId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!reset) throw invalid({ token: [RESET_INVALID] }, 422);
      // Checked before the token is spent, so a refused password leaves the link usable.
      checkNewPassword(password, password_confirmation, reset.email ?? '');
      const passwordHash = await hashPassword(password);
      await scrubbed(() =>
        app.db.transaction(async (tx) => {
          const now = new Date();
          // Spending the token is one conditional update: of two requests racing with it, one wins.
          const spent = await tx
            .update(passwordResets)
            .set({ usedAt: now })
            .where(
              and(
                eq(passwordResets.tokenHash, tokenHash),
                isNull(passwordResets.usedAt),
                gt(passwordResets.expiresAt, now),
              ),
            )
            .returning({ id: passwordResets.id });
          if (spent.length === 0) throw invalid({ token: [RESET_INVALID] }, 422);
          // The reset link reached the address: it is confirmed too.
          await tx
            .update(customers)
            .set({
              passwordHash,
              updatedAt: now,
              emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, ${now})`,
            })
            .where(eq(customers.id, reset.customerId));
          // Every other link mailed before is void now, and so is every session, in the same transaction as
          // the new password: never a new password with the old sessions alive.
          await endSessions(tx, reset.customerId);
        }),
      );
      // The owner proved the mailbox: guesses by others from any IP no longer hold the login back.
      if (reset.email) await clearLoginLimits(reset.email);
      return { result: 'success', message: /*i18n*/ 'Your password has been reset. Please log in.' };
    },
    { rateLimit: LIMITS.resetPerIp },
  );

  app.operation('getProfile', async (request) => {
    const me = currentCustomer(request);
    const [row] = await app.db
      .select({
        name: customers.name,
        email: customers.email,
        phoneNumber: customers.phoneNumber,
        mobile: customers.mobile,
        dateOfBirth: customers.dateOfBirth,
        province: customers.province,
        district: customers.district,
        municipality: customers.municipality,
        ward: customers.ward,
        streetAddress: customers.streetAddress,
      })
      .from(customers)
      .where(eq(customers.id, me.id))
      .limit(1);
    if (!row) throw notFound();
    return {
      result: 'success',
      user: {
        name: row.name,
        // An account made with a mobile number has no email until the customer adds one.
        email: row.email ?? '',
        phone_number: row.phoneNumber,
        login_mobile: row.mobile,
        date_of_birth: row.dateOfBirth,
        // The saved delivery address, when there is one (the checkout starts from it).
        ...(row.province
          ? {
              address: {
                province: row.province,
                district: row.district,
                municipality: row.municipality,
                ward: row.ward,
                street_address: row.streetAddress,
              },
            }
          : {}),
      },
    };
  });

  /**
   * Checks the customer's current password (password change, email change), counting each check: a
   * stolen session must not become a password oracle. Returns whether it was right.
   */
  async function currentPasswordIs(customerId: number, passwordHash: string, password: string) {
    const key = String(customerId);
    await passwordChecksPerCustomer.hit(key);
    if (!(await verifyPassword(passwordHash, password))) return false;
    await passwordChecksPerCustomer.reset(key);
    return true;
  }

  app.operation('updateProfile', async (request) => {
    const me = currentCustomer(request);
    const body = request.body;
    // docs/customer.md §2: the form always sends all four fields; an emptied date of birth arrives absent.
    const dateOfBirth = body.date_of_birth ?? null;
    const [saved] = await app.db
      .select({ email: customers.email, passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, me.id))
      .limit(1);
    if (!saved) throw notFound();
    const problems: FieldErrors = {};
    if (dateOfBirth !== null && dateOfBirth > new Date().toISOString().slice(0, 10)) {
      problems.date_of_birth = [/*i18n*/ 'The date of birth must be in the past.'];
    }
    // The email is where a reset link goes: changing it takes the password, not just a (stolen) session.
    const emailChanged = body.email.toLowerCase() !== (saved.email ?? '').toLowerCase();
    if (emailChanged) {
      if (await emailTaken(body.email, me.id)) problems.email = [EMAIL_TAKEN];
      // An account made with a mobile number has no password: its session was opened with a code sent to
      // the number, which is what proves the owner there (docs/customer.md "Phone-number accounts").
      if (saved.passwordHash === null) {
        // Nothing more to prove.
      } else if (body.current_password === undefined) problems.current_password = [CURRENT_PASSWORD_NEEDED];
      else if (!(await currentPasswordIs(me.id, saved.passwordHash, body.current_password))) {
        problems.current_password = [CURRENT_PASSWORD_WRONG];
      }
    }
    // An address from the pickers must be one of Nepal's (docs/nepal.md "Addresses"); without `address` the
    // saved one stays.
    const address = body.address;
    if (address?.province) {
      const [problem] = addressProblems({
        province: address.province,
        district: address.district ?? '',
        municipality: address.municipality ?? '',
        ward: address.ward ?? 0,
      });
      if (problem) problems[problem] = [ADDRESS_MESSAGES[problem]];
    }
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
    const addressColumns = address
      ? {
          province: address.province || null,
          district: address.district || null,
          municipality: address.municipality || null,
          ward: address.ward ?? null,
          streetAddress: address.street_address?.trim() || null,
        }
      : {};
    try {
      await app.db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(customers)
          .set({
            name: body.name,
            email: body.email,
            phoneNumber: body.phone_number,
            dateOfBirth,
            ...addressColumns,
            locale: localeOf(request),
            updatedAt: now,
          })
          .where(eq(customers.id, me.id));
        if (!emailChanged) return;
        // Links mailed to the old address are void; the old address hears of the change, so an owner
        // whose session was used can act.
        await endSessions(tx, me.id, me.sessionId);
        if (saved.email)
          await sendMail(app, emailChangedMail(localeOf(request), saved.email, body.email), tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ email: [EMAIL_TAKEN] }, 422);
      throw error;
    }
    return { result: 'success', message: /*i18n*/ 'Your profile has been updated.' };
  });

  app.operation('changePassword', async (request) => {
    const me = currentCustomer(request);
    const { oldpassword, password, password_confirmation } = request.body;
    const [row] = await app.db
      .select({ passwordHash: customers.passwordHash, email: customers.email })
      .from(customers)
      .where(eq(customers.id, me.id))
      .limit(1);
    if (!row) throw notFound();
    if (!(await currentPasswordIs(me.id, row.passwordHash ?? '', oldpassword))) {
      throw invalid({ oldpassword: [CURRENT_PASSWORD_WRONG] }, 422);
    }
    checkNewPassword(password, password_confirmation, row.email ?? '');
    const passwordHash = await hashPassword(password);
    await scrubbed(() =>
      app.db.transaction(async (tx) => {
        const now = new Date();
        await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, me.id));
        await endSessions(tx, me.id, me.sessionId);
      }),
    );
    if (row.email) await clearLoginLimits(row.email);
    return { result: 'success', message: /*i18n*/ 'Your password has been changed.' };
  });

  app.operation('getDashboard', async (request) => {
    const me = currentCustomer(request);
    const [counts] = await app.db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${orders.status} = ${ORDER_STATUS.pending}))::int`,
        // docs/customer.md §2: the dashboard's "processing" counter covers orders being processed and
        // shipped.
        processing: sql<number>`(count(*) filter (where ${orders.status} in (${ORDER_STATUS.processing}, ${ORDER_STATUS.shipping})))::int`,
        completed: sql<number>`(count(*) filter (where ${orders.status} = ${ORDER_STATUS.delivered}))::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.status} = ${ORDER_STATUS.cancelled}))::int`,
      })
      .from(orders)
      .where(eq(orders.customerId, me.id));
    const recent = await app.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, me.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5);
    return {
      result: 'success',
      orders: recent.map((row) => toOrder(row)),
      totalOrders: counts?.total ?? 0,
      pendingOrders: counts?.pending ?? 0,
      processingOrders: counts?.processing ?? 0,
      completedOrders: counts?.completed ?? 0,
      canceledOrders: counts?.cancelled ?? 0,
    };
  });

  app.operation('listOrders', async (request) => {
    const me = currentCustomer(request);
    // An online payment never completed and then cancelled is no order to the shopper: My Orders leaves
    // it out (docs/customer.md §2.7); its page still answers.
    const rows = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, me.id),
          sql`NOT (${orders.status} = ${ORDER_STATUS.cancelled} AND ${orders.paymentStatus} = 'expired')`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return { result: 'success', orders: rows.map((row) => toOrder(row)) };
  });

  /** The caller's order and its lines; another customer's order is answered exactly like a missing one. */
  async function ownOrder(customerId: number, slug: string) {
    const [order] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.slug, slug), eq(orders.customerId, customerId)))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const items = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    return { order, items };
  }

  app.operation('getOrderInvoicePdf', async (request, reply) => {
    const me = currentCustomer(request);
    const { order, items } = await ownOrder(me.id, request.params.slug);
    const vat = await vatInvoice(app.db, order, items);
    // With the promotions it used, which the PDF names as the order's page does (docs/promotions.md).
    const view = {
      ...toOrder(order, undefined, await collectPointOf(app.db, order)),
      promotions: await orderPromotions(app.db, order.id),
    };
    // In the language the page asked in (docs/nepal.md "VAT invoice"): a Nepali page's invoice is Nepali.
    const locale = answerLocale(request);
    const method = paymentIn(locale, view);
    const payment =
      view.payment_status === 'paid'
        ? translate(locale, /*i18n*/ { id: '{method} (paid)', values: { method } })
        : method;
    // The goods' lines come first, in the items' order: each with the shade lots its boxes came from.
    const lots = await itemLots(app.db, order.id);
    const lotLines = items.map((item) => lotLineText(lots.get(item.id) ?? [], item.pieces !== null, locale));
    const pdf = await renderInvoicePdf(view, vat, payment, lotLines, locale);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoiceFileName(view.order_name, vat.number)}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf;
  });

  app.operation('getOrder', async (request) => {
    const me = currentCustomer(request);
    const { order, items } = await ownOrder(me.id, request.params.slug);
    const attempts = await app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(asc(paymentAttempts.id));
    const lots = await itemLots(app.db, order.id);
    return {
      result: 'success',
      order: {
        ...toOrder(order, items, await collectPointOf(app.db, order)),
        promotions: await orderPromotions(app.db, order.id),
      },
      payment_attempts: attempts.map((a) => ({
        method: a.method,
        amount: a.amount,
        status: a.status,
        date: a.createdAt.toISOString(),
      })),
      invoice: await vatInvoice(app.db, order, items),
      // docs/returns.md "Asking for a return": the order's returns and until when more may be asked.
      returns: (await orderReturns(app.db, order.id)).map((detail) => toOrderReturn(order, detail)),
      return_until: (await returnUntil(app.db, order))?.toISOString() ?? null,
      items: items.map(
        (item): OrderItem => ({
          id: item.id,
          // The shade lots its boxes came from (docs/tiles.md "Split lots and top-ups").
          ...(lots.has(item.id) ? { lots: lots.get(item.id) } : {}),
          product_slug: item.productSlug,
          product_name: item.productName,
          product_name_ne: item.productNameNe,
          image: toImage(item.image, app.config.publicUrl),
          quantity: item.quantity,
          amount: item.amount,
          ...(item.shopAmount === null ? {} : { shop_amount: item.shopAmount }),
          total: item.total,
          ...(item.discount > 0 ? { discount: item.discount } : {}),
          ...(item.sample ? { sample: true } : {}),
          ...tileField(itemTileQuantities(item)),
        }),
      ),
    };
  });

  app.operation('cancelOrder', async (request) => {
    const me = currentCustomer(request);
    const mine = and(eq(orders.slug, request.params.slug), eq(orders.customerId, me.id));
    // A payment waiting at a gateway is asked about first: one it completed is not the customer's to
    // cancel (the shop refunds a paid order).
    const [found] = await app.db.select().from(orders).where(mine).limit(1);
    if (found) {
      const now = await settleLatest(app, found);
      if (now.paymentStatus === 'paid') throw new HttpError(409, /*i18n*/ 'This order is already paid.');
    }
    // docs/customer.md §4: the only customer transition is Pending → Cancelled; the condition makes it
    // atomic. The mail is queued in the same transaction: a cancellation that fails mails nothing.
    const cancelled = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: ORDER_STATUS.cancelled,
          // A payment waiting or expired is given up with the order (a late one is refunded as a duplicate).
          paymentStatus: sql`CASE WHEN ${orders.paymentStatus} = 'unpaid' THEN 'unpaid' ELSE 'expired' END`,
          paymentExpiresAt: null,
        })
        .where(
          and(
            mine,
            eq(orders.status, ORDER_STATUS.pending),
            inArray(orders.paymentStatus, ['unpaid', 'pending', 'expired']),
          ),
        )
        .returning();
      if (row) {
        await releaseOrder(tx, row.id);
        // Its promotions' uses come back (docs/promotions.md "Uses and limits").
        await voidRedemptions(tx, row.id);
        // The order mail went out for cash on delivery only (an online order is mailed once paid).
        if (row.paymentMethod === 'cod') await queueOrderCancelled(app, tx, toOrder(row));
      }
      return row !== undefined;
    });
    if (cancelled) return { result: 'success', message: /*i18n*/ 'Your order has been cancelled.' };
    const [exists] = await app.db.select({ id: orders.id }).from(orders).where(mine).limit(1);
    if (!exists) throw notFound(ORDER_NOT_FOUND);
    throw new HttpError(409, /*i18n*/ 'Only a pending order can be cancelled.');
  });
};

export default routes;

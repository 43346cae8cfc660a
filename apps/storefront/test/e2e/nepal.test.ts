// Made for Nepal (docs/nepal.md) in Chromium on the real stack, the gateways being the local simulator the
// stack starts (@sajilo/gateways, apps/gateways): a shopper pays with eSewa and with Khalti,
// and the order shows paid only after the server verified it; a cancelled Khalti payment is paid again from
// the same order; the invoice shows the VAT invoice with BS and AD dates and 13 % VAT. Ordering tiles by area
// is tiles.test.ts's. Screens are looked at at 390 and 1280 px (with SCREENSHOTS=1, pictures under
// .reports/).

import { mkdirSync, readFileSync } from 'node:fs';
import { unwrap } from '@sajilo/api';
import { DISTRICTS, PROVINCES } from '@sajilo/nepal/addresses';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApi, newShopper, publicApi } from './accounts.js';
import { closeContexts, openPage, sharedBrowser, webUrl } from './browser.js';
import { axeViolations } from './forms-support.js';

const SHOTS = new URL('../../.reports/screenshots/', import.meta.url).pathname;
/**
 * A picture of the screen for people to look at (under .reports/screenshots/), taken when SCREENSHOTS=1 as
 * the back office's suite does: a full-page one costs about a second of both cores and checks nothing.
 */
const shot = async (page: Page, options: { path: string; fullPage?: boolean }) => {
  if (process.env.SCREENSHOTS) await page.screenshot(options);
};
const WAIT = { timeout: 15_000 } as const;
const SIZES = { phone: { width: 390, height: 844 }, wide: { width: 1280, height: 900 } } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
  if (process.env.SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeContexts(browser);
});

/** A confirmed customer logged in on the page, and their email. */
const newSession = (page: Page) => newShopper('nepal', page, { first_name: 'Asha', last_name: 'Gurung' });

async function cheapProduct() {
  const { products } = await unwrap(publicApi().GET('/api/products/trending/list'));
  const product = [...products].sort((a, b) => a.price - b.price)[0];
  if (!product) throw new Error('no trending product');
  return { slug: product.product_slug, price: product.price };
}

/** Fills the checkout's required fields that the profile did not fill, picks the payment and checks out. */
async function checkOut(page: Page, method: 'Cash on Delivery' | 'eSewa' | 'Khalti') {
  await page.goto(webUrl('/checkouts'));
  await page.getByRole('heading', { name: 'Billing Details' }).waitFor(WAIT);
  // The address pickers: the municipality is found by typing part of its name (a datalist).
  await page.getByLabel(/^Province/).selectOption('Gandaki Province');
  await page.getByLabel(/^District/).selectOption('Kaski');
  const municipality = page.getByLabel(/^Municipality \/ Rural Municipality/);
  await municipality.fill('Pokhara Metropolitan City');
  await page.getByLabel(/^Ward/).selectOption('17');
  await page.getByLabel(/^Street Address/).fill('Lakeside');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Checkout Now' }).click();
}

describe('online payment', () => {
  it('pays with eSewa on the simulator; the order is paid only after the server verified it', async () => {
    const page = await openPage(browser, SIZES.wide);
    const { token } = await newSession(page);
    const product = await cheapProduct();
    await unwrap(
      customerApi(token).POST('/api/carts/{slug}/added', {
        params: { path: { slug: product.slug } },
        body: { quantity: 2 },
      }),
    );
    await checkOut(page, 'eSewa');
    // The simulator's payment page: the form POST carried the server's amount and a valid signature.
    await page.getByRole('heading', { name: 'Simulated eSewa — no money moves' }).waitFor(WAIT);
    // Before paying, the order exists, pending; Kaski is outside the valley, so the amount is the goods and
    // their delivery (docs/delivery.md).
    const before = await unwrap(customerApi(token).GET('/api/customer/orders'));
    const placed = before.orders[0];
    expect(placed?.payment_status).toBe('pending');
    expect(placed?.total_amount).toBe(product.price * 2 + (placed?.delivery_charge ?? 0));
    const gatewayPage = (await page.locator('main').textContent()) ?? '';
    expect(gatewayPage).toContain(`AmountRs ${placed?.total_amount}`);
    expect(gatewayPage).toContain('MerchantEPAYTEST');
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await page.getByText('Your payment was received. Thank you!').waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/payments/esewa');
    await shot(page, { path: `${SHOTS}payment-return-1280.png` });
    await page.getByRole('link', { name: 'View your order' }).click();
    const invoice = page.getByRole('article', { name: 'Tax Invoice' });
    await invoice.waitFor(WAIT);
    const text = (await invoice.textContent()) ?? '';
    expect(text).toContain('eSewa · Paid');
    expect(text).toContain('Lakeside, Ward 17, Pokhara Metropolitan City, Kaski, Gandaki Province');
    expect(text).toMatch(/PAN\/VAT No\. 609876543/);
    expect(text).toMatch(/VAT \(13 %\)/);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ 20\d\d BS/);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} 20\d\d AD/);
    expect(text).toMatch(/Rupees .+ Only/);
    expect(text).toMatch(/रुपैयाँ .+ मात्र/);
    // The same invoice as an A4 PDF download, named after its number in the fiscal year's series.
    const number =
      (await page
        .getByText(/^\d{4}\/\d{2}-\d{6}$/)
        .first()
        .textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number.replace('/', '-')}.pdf`);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shot(page, { path: `${SHOTS}vat-invoice-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(SIZES.phone);
    await shot(page, { path: `${SHOTS}vat-invoice-390.png`, fullPage: true });
    // The same invoice on the Nepali page: its dates in Nepali, AD and BS (docs/nepal.md "VAT invoice"), in
    // the page's digits: Latin by default as its amounts, Devanagari when the visitor chose them.
    const orderPath = new URL(page.url()).pathname;
    const invoiceDates = async () => {
      const date = page
        .getByRole('article', { name: 'कर बिजक' })
        .locator('dd')
        .filter({ has: page.locator('time') });
      await date.waitFor(WAIT);
      // biome-ignore lint/performance/useDomNodeTextContent: the lines as shown (its <br>s), which textContent joins.
      return (await date.innerText()).split('\n').map((line) => line.trim());
    };
    await page.goto(webUrl(`/ne${orderPath}?numerals=deva`));
    const deva = await invoiceDates();
    expect(deva).toHaveLength(2);
    expect(deva[0]).toMatch(/^[०-९]{1,2} [\u0900-\u097F]+ २०[०-९]{2} ई\.सं\.$/);
    expect(deva[1]).toMatch(/^[०-९]{1,2} [\u0900-\u097F]+ २०[०-९]{2} वि\.सं\.$/);
    // Its serial numbers and quantities as well, as the amounts beside them.
    const firstLine = page
      .getByRole('article', { name: 'कर बिजक' })
      .locator('tbody tr')
      .first()
      .locator('td');
    expect(await firstLine.nth(0).textContent()).toBe('१');
    expect(await firstLine.nth(2).textContent()).toMatch(/^[०-९]+$/);
    await page.goto(webUrl(`/ne${orderPath}?numerals=latn`));
    const dates = await invoiceDates();
    expect(dates).toHaveLength(2);
    expect(dates[0]).toMatch(/^\d{1,2} [\u0900-\u097F]+ 20\d\d ई\.सं\.$/);
    expect(dates[1]).toMatch(/^\d{1,2} [\u0900-\u097F]+ 20\d\d वि\.सं\.$/);
    expect(await firstLine.nth(0).textContent()).toBe('1');
    expect(await firstLine.nth(2).textContent()).toMatch(/^\d+$/);
    // The total in English words stays beside the Nepali ones, said to be English in words and in markup.
    const english = page.getByRole('article', { name: 'कर बिजक' }).getByText(/^Rupees .+ Only$/);
    expect(await english.getAttribute('lang')).toBe('en');
    await page.getByText('अङ्ग्रेजी अक्षरमा:').waitFor(WAIT);
    // The seller's address in Nepali, as the shop entered it (docs/nepal.md "The seller on the site").
    const address = page
      .getByRole('article', { name: 'कर बिजक' })
      .getByText('टिनकुने, सुविधानगर, काठमाडौं 44600');
    await address.waitFor(WAIT);
    expect(await address.getAttribute('lang')).toBeNull();
    await page.close();
  });

  it('pays with Khalti; a cancelled Khalti payment is paid again from the same order', async () => {
    const page = await openPage(browser, SIZES.phone);
    const { token } = await newSession(page);
    const product = await cheapProduct();
    await unwrap(
      customerApi(token).POST('/api/carts/{slug}/added', {
        params: { path: { slug: product.slug } },
        body: { quantity: 1 },
      }),
    );
    await checkOut(page, 'Khalti');
    await page.getByRole('heading', { name: 'Simulated Khalti — no money moves' }).waitFor(WAIT);
    await shot(page, { path: `${SHOTS}checkout-khalti-gateway-390.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/The payment was not completed/).waitFor(WAIT);
    // The return page offers the ways on; the order is the same one.
    await page.getByRole('button', { name: 'Pay with Khalti' }).click();
    await page.getByRole('heading', { name: 'Simulated Khalti — no money moves' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Pay with Khalti' }).click();
    await page.getByText('Your payment was received. Thank you!').waitFor(WAIT);
    const { orders } = await unwrap(customerApi(token).GET('/api/customer/orders'));
    expect(orders.map((o) => o.payment_status)).toEqual(['paid']);
    await page.close();
  });

  it('shows the checkout with its payment choice at 390 and 1280 px', async () => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openPage(browser, viewport);
      const { token } = await newSession(page);
      const product = await cheapProduct();
      await unwrap(
        customerApi(token).POST('/api/carts/{slug}/added', {
          params: { path: { slug: product.slug } },
          body: { quantity: 1 },
        }),
      );
      await page.goto(webUrl('/checkouts'));
      await page.getByRole('group', { name: 'Payment' }).waitFor(WAIT);
      if (size === 'wide') {
        // The pickers hold every district, each under its province.
        const shown: string[] = [];
        for (const province of PROVINCES) {
          await page.getByLabel(/^Province/).selectOption(province.name);
          const options = await page
            .getByLabel(/^District/)
            .locator('option:not([value=""])')
            .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
          shown.push(...options);
        }
        expect(shown.sort()).toEqual(DISTRICTS.map((d) => d.name).sort());
        await page.getByLabel(/^Province/).selectOption('Bagmati Province');
        await page.getByLabel(/^District/).selectOption('Lalitpur');
        const suggestions = await page
          .locator(`datalist#${await page.getByLabel(/^Municipality/).getAttribute('list')} option`)
          .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
        expect(suggestions).toContain('Lalitpur Metropolitan City');
        expect(suggestions).toHaveLength(6);
      }
      await shot(page, { path: `${SHOTS}checkout-${size}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});

describe('the profile’s address', () => {
  it('is picked on the profile and starts the checkout', async () => {
    const page = await openPage(browser, SIZES.phone);
    const { token } = await newSession(page);
    await page.goto(webUrl('/update-profile'));
    await page.getByLabel(/^Province/).waitFor(WAIT);
    await page.getByLabel(/^Province/).selectOption('Koshi Province');
    await page.getByLabel(/^District/).selectOption('Morang');
    await page.getByLabel(/^Municipality/).fill('Biratnagar Metropolitan City');
    await page.getByLabel(/^Ward/).selectOption('5');
    await page.getByLabel(/^Street Address/).fill('Main Road');
    await shot(page, { path: `${SHOTS}profile-address-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect
      .poll(async () => (await unwrap(customerApi(token).GET('/api/customer/profile'))).user.address, WAIT)
      .toEqual({
        province: 'Koshi Province',
        district: 'Morang',
        municipality: 'Biratnagar Metropolitan City',
        ward: 5,
        street_address: 'Main Road',
      });
    const product = await cheapProduct();
    await unwrap(
      customerApi(token).POST('/api/carts/{slug}/added', {
        params: { path: { slug: product.slug } },
        body: { quantity: 1 },
      }),
    );
    await page.goto(webUrl('/checkouts'));
    await expect.poll(() => page.getByLabel(/^District/).inputValue(), WAIT).toBe('Morang');
    expect(await page.getByLabel(/^Ward/).inputValue()).toBe('5');
    await page.close();
  });
});

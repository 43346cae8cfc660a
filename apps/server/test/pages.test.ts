// The HTML pages the storefront frames: the showroom page and the catalogue viewer.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from './fixtures/content.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await insertContent(server);
});
afterAll(async () => {
  await server.close();
});

/** The policy's directives by name. */
function policy(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The page's only <style> must be the one its policy allows by hash. */
function expectStyleAllowed(html: string, csp: Map<string, string[]>) {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(css.length).toBeGreaterThan(0);
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  expect(csp.get('style-src')).toEqual([hash]);
  expect(html.match(/<style>/g)).toHaveLength(1);
  expect(html).not.toMatch(/\sstyle=/);
}

describe('showroom page', () => {
  it('renders a standalone page with a strict policy the storefront may frame', async () => {
    const res = await server.request('/showrooms/head-office');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const csp = policy(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", STOREFRONT_ORIGIN]);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(csp.get('img-src')).toContain("'self'");
    expect(csp.has('script-src')).toBe(false);
    // The page's own policy replaces the API's default one (which forbids any framing).
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expectStyleAllowed(html, csp);

    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Head Office</title>');
    expect(html).toContain('<h1>Head Office</h1>');
    expect(html).toContain('#0F5C4A');
    expect(html).toContain(`src="${server.url}/uploads/showrooms/head-office-640.webp"`);
    expect(html).toContain(`${server.url}/uploads/showrooms/head-office-1280.webp 1280w`);
    expect(html).toContain(`${server.url}/uploads/showrooms/head-office-320.webp 320w`);
    expect(html).toContain('<a href="tel:+97714100000">+977 1 4100000</a>');
    expect(html).toContain('<a href="mailto:info@sajilo.com.np">info@sajilo.com.np</a>');
    expect(html).toContain('10:00Am - 6:00PM (Sunday - Friday)');
    expect(html).toContain(
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=85.30%2C27.69%2C85.32%2C27.70&amp;layer=mapnik"',
    );
    // No site header or footer: the page is just the showroom.
    expect(html).not.toMatch(/<header|<footer|<nav/);
  });

  it('sanitises the stored description', async () => {
    const html = await (await server.request('/showrooms/head-office')).text();
    expect(html).toContain('<p>Every brand <strong>on display</strong>.</p>');
    expect(html).toContain(
      '<a href="https://sajilo.example/" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img src="x"');
  });

  it('escapes every value and leaves out a map that is not an http(s) address', async () => {
    const res = await server.request('/showrooms/pepsicola');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Pepsicola &amp; Sons&#39; &quot;Showroom&quot;</h1>',
    );
    expect(html).toContain('<p class="summary">&lt;b&gt;bold?&lt;/b&gt;</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('javascript:');
    expect(policy(res).has('frame-src')).toBe(false);
  });

  it('leaves out the map when the showroom has none', async () => {
    const res = await server.request('/showrooms/chabahil');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('class="description"');
  });

  it('answers an unknown showroom with a 404 page', async () => {
    const res = await server.request('/showrooms/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<h1>Not found</h1>');
    const csp = policy(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expectStyleAllowed(html, csp);
  });
});

describe('catalogue viewer', () => {
  it('shows the PDF full height with its title and a download link', async () => {
    const res = await server.request('/catalogues/tiles-catalogue-2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const pdf = `${server.url}/uploads/catalogues/tiles-catalogue-2026.pdf`;
    expect(html).toContain('<title>Tiles &lt;Catalogue&gt; 2026</title>');
    expect(html).toContain('<h1>Tiles &lt;Catalogue&gt; 2026</h1>');
    expect(html).toContain(`<object class="viewer" data="${pdf}" type="application/pdf"`);
    expect(html).toContain(`<a class="download" href="${pdf}" download="tiles-catalogue-2026.pdf">`);
    expect(html).not.toContain('<Catalogue>');

    const csp = policy(res);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", STOREFRONT_ORIGIN]);
    expect(csp.get('object-src')).toContain("'self'");
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expectStyleAllowed(html, csp);
  });

  it('answers an unknown catalogue with a 404 page', async () => {
    const res = await server.request('/catalogues/nothing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('This catalogue does not exist.');
    expect(policy(res).get('frame-ancestors')).toEqual(["'self'", STOREFRONT_ORIGIN]);
  });

  it('needs no application key (the pages are framed, not fetched)', async () => {
    const res = await server.request('/catalogues/bath-catalogue', { headers: { 'X-Api-Key': 'wrong' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<object class="viewer"');
  });
});

// The security headers of every answer a page server gives (docs/storefront.md "Security headers"): pages,
// files, sitemaps, robots.txt, 404s, 405s and the parser's refusals alike.
//
// - `X-Content-Type-Options: nosniff`: a file is what its Content-Type says, never sniffed into a script.
// - No framing by anyone: `frame-ancestors 'none'` in every policy and `X-Frame-Options: DENY` for browsers
//   that predate it.
// - `Referrer-Policy`: each server says how much of its addresses another site may learn.
// - `Strict-Transport-Security` when the answer travels over HTTPS (isHttps).
// - `Content-Security-Policy`: an HTML page's own, with a nonce new for every response (the server builds it
//   from its directives); anything else gets NON_PAGE_POLICY, which lets it load and run nothing should a
//   browser open it as a document (an SVG, an XML sitemap).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** 128 random bits, base64: a nonce no page can guess, new for every response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** A policy's directives by name, each with its sources. */
export type Directives = Record<string, readonly string[]>;

/** A Content-Security-Policy from its directives, each source once. */
export function policyOf(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/** The policy of every answer that is not an HTML page: nothing to load, no form, never framed. */
export const NON_PAGE_POLICY = policyOf({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** One year, this host and its subdomains; sent only over HTTPS (isHttps). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: over TLS itself, or through a proxy that says so with
 * X-Forwarded-Proto (its first value: the protocol the browser used). Trusting the header from anyone is
 * safe for this one purpose: a browser ignores Strict-Transport-Security received over plain HTTP, so a
 * forged header over HTTP changes nothing.
 */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return forwarded === 'https';
}

export interface SecurityOptions {
  /** The Referrer-Policy of every answer. */
  referrerPolicy: string;
}

/**
 * The headers every answer carries, with NON_PAGE_POLICY as its policy; an HTML page replaces the policy
 * with its own (pageHeaders).
 */
export function securityHeaders(req: IncomingMessage, { referrerPolicy }: SecurityOptions) {
  return {
    'Content-Security-Policy': NON_PAGE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': referrerPolicy,
    ...(isHttps(req) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * The same headers written on a bare socket (the HTTP parser's refusals, before there is a request): HSTS
 * only over TLS itself, as no header can be read.
 */
export function rawSecurityHeaders(encrypted: boolean, options: SecurityOptions): string {
  const headers: Record<string, string> = {
    'Content-Security-Policy': NON_PAGE_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': options.referrerPolicy,
    ...(encrypted ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

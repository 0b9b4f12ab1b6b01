/**
 * The security headers of every answer (CSP, HSTS, framing, nosniff, referrer, the cross-origin policies...),
 * as Helmet writes them, worked out once when the app is built rather than for each request.
 *
 * @fastify/helmet ran Helmet's whole middleware for every request: it parsed and validated the CSP's
 * directives, turned their names into header syntax and set each header, a fifth of the CPU of a cached
 * answer (issue 33, docs/benchmarks.md). Nothing in our configuration depends on the request (no nonces, no
 * directive computed per request), so the same Helmet, run once against a recording response, gives the
 * exact header set; each answer then gets it in one loop. The headers are Helmet's, with Helmet's defaults:
 * upgrading Helmet changes them as it did before. The API's JSON answers leave out the few that speak only to a
 * document (DOCUMENT_ONLY_HEADERS).
 *
 * The headers go with the reply's own (Fastify's), not on the raw response one `setHeader` at a time: Node then
 * takes the whole set in `writeHead` and checks each header once, where `setHeader` checked each, copied it into
 * an entry of its own and had `writeHead` fold Fastify's headers in one by one too (issue 33: a tenth of a cached
 * answer's CPU). An answer can still take one back (the hashed scripts and stylesheets drop the document-only
 * ones: plugins/web.ts) or extend one (an HTML page's CSP lists its inline scripts' hashes), through the reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Our policy, in Helmet's options. */
export const SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // No 'unsafe-inline': each HTML answer adds the hashes of its own inline scripts (plugins/web.ts).
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      upgradeInsecureRequests: null,
    },
  },
  // The card form of Stripe mode is an iframe from Stripe; COEP would block it.
  crossOriginEmbedderPolicy: false,
};

/** The headers Helmet sets with `options`, in its order, as [name, value] pairs. */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}

/**
 * Headers that speak only to a document (its browsing context, its DNS prefetching, IE's download prompt and
 * XSS auditor, Flash's and Acrobat's cross-domain policy files) and mean nothing on a JSON answer, which no
 * browser renders as a document (`nosniff` stands guard). The API's data answers go without them, as the hashed
 * scripts already do (decision 0016); what does guard an API answer stays on it: the CSP (the API's own, stricter:
 * API_CONTENT_SECURITY_POLICY), HSTS, framing, `nosniff`, the referrer policy and
 * Cross-Origin-Resource-Policy. An HTML answer under /api (the OpenAPI UI) gets them back when it is sent.
 */
export const DOCUMENT_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The CSP of the API's JSON answers (OWASP's for a REST API): nothing may load from one and nothing may frame one.
 * Stricter than the pages' policy on every directive (a JSON answer runs nothing, embeds nothing and is never
 * framed, by the app or anyone), and 40 bytes where the pages' policy is 400 on each of the API's answers. An
 * answer under /api that is not JSON (an image, a PDF, a calendar, the OpenAPI UI) keeps the pages' policy.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/** Answers a browser may render as a document. */
const DOCUMENT_TYPE = /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

const isApi = (url: string) => url.startsWith('/api/');

export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app: FastifyInstance, options) => {
    const all = helmetHeaders(options);
    const pagePolicy = all.find(([name]) => name === 'content-security-policy')?.[1];
    const forData = all
      .filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name))
      .map(
        ([name, value]) => [name, name === 'content-security-policy' ? API_CONTENT_SECURITY_POLICY : value] as const,
      );
    const documentOnly = all.filter(([name]) => DOCUMENT_ONLY_HEADERS.has(name));
    // Callback hooks, not async ones: no promise per request for a loop of assignments.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      for (const [name, value] of isApi(request.url) ? forData : all) reply.header(name, value);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApi(request.url)) {
        const type = String(reply.getHeader('content-type') ?? '');
        // Not JSON: the pages' policy (an answer that set its own keeps it); a document: every header.
        if (!type.startsWith('application/json')) {
          if (pagePolicy && reply.getHeader('content-security-policy') === API_CONTENT_SECURITY_POLICY) {
            reply.header('content-security-policy', pagePolicy);
          }
          if (DOCUMENT_TYPE.test(type)) for (const [name, value] of documentOnly) reply.header(name, value);
        }
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

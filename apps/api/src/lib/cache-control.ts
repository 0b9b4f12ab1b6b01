import { hash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data (the catalogue, the questionnaires, the zip codes) changes a few times a year and each
 * process caches it for a minute: browsers may reuse it for a minute and revalidate it (ETag, 304) after.
 */
export const NEAR_STATIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Brotli at quality 5: most of its gain for a fraction of the CPU of its default 11 (app.ts). */
export const BROTLI_QUALITY = 5;

/** Below this an answer fits one packet whether or not it is compressed (@fastify/compress's threshold too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The hash of a body's ETag, as @fastify/etag wrote it (SHA-1, base64), in one call rather than three. */
export const sha1Base64 = (body: string | Buffer): string => hash('sha1', body, 'base64');

/**
 * A near-static answer as it is sent: its JSON's bytes and their ETag, made once per version of the data, and its
 * compressed bytes, made at the first request that accepts each encoding and dropped with that version.
 */
export interface NearStaticBody {
  json: Buffer;
  etag: string;
  compressed: { br?: Buffer; gzip?: Buffer };
}

export function nearStaticBody(json: string): NearStaticBody {
  const bytes = Buffer.from(json);
  return { json: bytes, etag: `"${sha1Base64(bytes)}"`, compressed: {} };
}

/**
 * Sends a near-static answer: the same bytes for every visitor. Compressing them for each request was the
 * largest cost of the catalogue's answer (a third of its CPU under load), hashing them for an ETag the next
 * (issue 33): both are done once per version. Its Cache-Control and ETag are set here, so plugins/etag.ts only
 * compares If-None-Match (and answers 304), and the compressed bytes made the first time for that version and
 * encoding are sent as they are (the route skips @fastify/compress: lib/route.ts).
 */
export function sendNearStatic(request: FastifyRequest, reply: FastifyReply, body: NearStaticBody): FastifyReply {
  reply
    .header('cache-control', NEAR_STATIC_CACHE_CONTROL)
    .header('etag', body.etag)
    .type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_THRESHOLD_BYTES && !holdsEtag(request.headers['if-none-match'], body.etag)
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body.json);
  let bytes = body.compressed[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body.json);
    body.compressed[encoding] = bytes;
  }
  return reply
    .header('content-encoding', encoding)
    .header('vary', withAcceptEncoding(reply.getHeader('vary')))
    .header('content-length', bytes.length)
    .send(bytes);
}

/** The last Vary header extended, and what it became: near-static answers all bring the same one (CORS's Origin). */
let lastVary: { named: string | undefined; extended: string } = { named: undefined, extended: 'accept-encoding' };

/** A Vary header that also names Accept-Encoding, keeping what it named (CORS's Origin). */
function withAcceptEncoding(vary: unknown): string {
  if (vary === lastVary.named) return lastVary.extended;
  const named = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  const extended = !named
    ? 'accept-encoding'
    : /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(named)
      ? named
      : `${named}, accept-encoding`;
  if (typeof vary === 'string') lastVary = { named: vary, extended };
  return extended;
}

/** Whether If-None-Match names `etag`, strong or weak: the client holds it (plugins/etag.ts answers 304). */
export function holdsEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (
    ifNoneMatch !== undefined && (ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag)
  );
}

/** The encodings of the Accept-Encoding headers seen: browsers send a handful of distinct ones. */
const encodingOf = new Map<string, 'br' | 'gzip' | null>();
const MAX_ENCODING_HEADERS = 200;

/** brotli, else gzip, as the client accepts them (a `;q=0` refuses), else none: @fastify/compress's order. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (header === undefined) return null;
  if (typeof header !== 'string') return parseEncoding(header);
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (encodingOf.size >= MAX_ENCODING_HEADERS) encodingOf.clear();
    encodingOf.set(header, encoding);
  }
  return encoding;
}

function parseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

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

/** Compressed answers kept, by encoding and ETag: every near-static answer of every service, several times over. */
const MAX_COMPRESSED_ANSWERS = 500;

/** The hash of a body's ETag, as @fastify/etag wrote it (SHA-1, base64), in one call rather than three. */
export const sha1Base64 = (body: string | Buffer): string => hash('sha1', body, 'base64');

/** A near-static answer as it is sent: its JSON's bytes and their ETag, made once per version of the data. */
export interface NearStaticBody {
  json: Buffer;
  etag: string;
}

export function nearStaticBody(json: string): NearStaticBody {
  const bytes = Buffer.from(json);
  return { json: bytes, etag: `"${sha1Base64(bytes)}"` };
}

const compressed = new Map<string, Buffer>();

/**
 * Sends a near-static answer: the same bytes for every visitor. Compressing them for each request was the
 * largest cost of the catalogue's answer (a third of its CPU under load), hashing them for an ETag the next
 * (issue 33): both are done once per version. Its Cache-Control and ETag are set here, so plugins/etag.ts only
 * compares If-None-Match (and answers 304), and the compressed bytes made the first time for that ETag and
 * encoding are sent as they are (@fastify/compress leaves an answer that has its encoding).
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
  const key = `${encoding} ${body.etag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body.json);
    if (compressed.size >= MAX_COMPRESSED_ANSWERS) compressed.delete(compressed.keys().next().value as string);
    compressed.set(key, bytes);
  }
  return reply
    .header('content-encoding', encoding)
    .header('vary', withAcceptEncoding(reply.getHeader('vary')))
    .header('content-length', bytes.length)
    .send(bytes);
}

/** A Vary header that also names Accept-Encoding, keeping what it named (CORS's Origin). */
function withAcceptEncoding(vary: unknown): string {
  const named = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!named) return 'accept-encoding';
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(named) ? named : `${named}, accept-encoding`;
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

import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data (the catalogue, the questionnaires, the zip codes) changes a few times a year and each
 * process caches it for a minute: browsers may reuse it for a minute and revalidate it (ETag, 304) after.
 */
export const NEAR_STATIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Brotli at quality 5: most of its gain for a fraction of the CPU of its default 11 (app.ts). */
export const BROTLI_QUALITY = 5;

/** Compressed answers kept, by encoding and ETag: every near-static answer of every service, several times over. */
const MAX_COMPRESSED_ANSWERS = 500;

/**
 * Near-static answers are the same bytes for every visitor: compressing them for each request was the largest
 * cost of the catalogue's answer (a third of its CPU under load, docs/benchmarks.md). This onSend hook, added
 * after @fastify/etag's and before @fastify/compress's, sets their Cache-Control and sends the compressed
 * bytes it made the first time for that ETag and encoding (compress leaves an answer that has its encoding).
 */
export function registerNearStaticAnswers(app: FastifyInstance, thresholdBytes: number): void {
  const compressed = new Map<string, Buffer>();
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.routeOptions.config?.nearStatic) return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    reply.header('cache-control', NEAR_STATIC_CACHE_CONTROL);
    const etag = reply.getHeader('etag');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (reply.statusCode !== 200 || typeof payload !== 'string' || typeof etag !== 'string' || !encoding) {
      return payload;
    }
    if (Buffer.byteLength(payload) < thresholdBytes) return payload;
    const key = `${encoding} ${etag}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(payload, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(payload);
      if (compressed.size >= MAX_COMPRESSED_ANSWERS) compressed.delete(compressed.keys().next().value as string);
      compressed.set(key, body);
    }
    reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding');
    reply.header('content-length', body.length);
    return body;
  });
}

/** brotli, else gzip, as the client accepts them (a `;q=0` refuses), else none: @fastify/compress's order. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
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

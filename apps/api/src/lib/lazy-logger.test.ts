import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger.ts';

async function logsOf(level: string, handler: (log: { info(m: string): void; warn(m: string): void }) => void) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger, genReqId: () => 'req-1' });
  app.get('/', async (request) => {
    handler(request.log);
    return { ok: true };
  });
  await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return lines;
}

describe("a request's logger made when it logs", () => {
  it('writes what its level allows, with the request id, and nothing else', async () => {
    const lines = await logsOf('warn', (log) => {
      log.info('not written');
      log.warn('written');
    });
    expect(lines.map((l) => l.msg)).toEqual(['written']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', level: 40 });
  });

  it("logs Fastify's own request lines at info, as a child logger would", async () => {
    const lines = await logsOf('info', (log) => log.info('in the handler'));
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'in the handler', 'request completed']);
    expect(lines.every((l) => l.reqId === 'req-1')).toBe(true);
  });
});

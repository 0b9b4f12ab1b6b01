/**
 * The event stream against a real slow reader: an HTTP client over a loopback socket that stops reading. What
 * the server holds stays within the socket's buffer and one frame, the writer waits for `drain`, heartbeats are
 * dropped meanwhile, and a reader that leaves or a socket error ends the stream.
 */
import { once } from 'node:events';
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { commentFrame, EventStream, eventFrame } from './sse.ts';

const FRAME = eventFrame('message', { text: 'x'.repeat(64 * 1024) }, 1);
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]);

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

/** A server whose one stream is handed to the test, and a client response that is not read (paused). */
async function slowReader(options?: { endGraceMs: number }) {
  let accept: (value: { stream: EventStream; res: ServerResponse }) => void = () => {};
  const opened = new Promise<{ stream: EventStream; res: ServerResponse }>((resolve) => {
    accept = resolve;
  });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    res.flushHeaders();
    accept({ stream: new EventStream(res, options), res });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const request = get({ host: '127.0.0.1', port, path: '/' });
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.pause();
  cleanup.push(() => {
    request.destroy();
    server.closeAllConnections();
    server.close();
  });
  return { ...(await opened), request, response };
}

/** Sends frames until one waits longer than `ms` (the reader is behind); answers that pending send and the count. */
async function sendUntilStalled(stream: EventStream, res: ServerResponse, ms = 300) {
  let written = 0;
  let mostHeld = 0;
  for (let i = 0; i < 4000; i++) {
    const sending = stream.send(FRAME);
    mostHeld = Math.max(mostHeld, res.writableLength);
    if (!(await settledWithin(sending, ms))) return { pending: sending, written, mostHeld };
    written++;
    mostHeld = Math.max(mostHeld, res.writableLength);
  }
  throw new Error('the reader never fell behind');
}

describe('an event stream with backpressure', () => {
  it('waits for a reader that stopped reading, holding no more than its buffer and one frame, then goes on', async () => {
    const { stream, res, response } = await slowReader();
    const { pending, written, mostHeld } = await sendUntilStalled(stream, res);
    expect(written).toBeGreaterThan(0);
    expect(stream.behind).toBe(true);
    // What waits in the server's memory: at most the stream's high-water mark and the frame that crossed it.
    expect(mostHeld).toBeLessThanOrEqual(res.writableHighWaterMark + Buffer.byteLength(FRAME));
    // A heartbeat is dropped while the reader is behind, not queued.
    expect(stream.offer(commentFrame('keep-alive'))).toBe(false);

    // The reader reads again: the waiting frame goes, and every frame arrives whole, in order.
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    expect(await pending).toBe(true);
    expect(await stream.send(FRAME)).toBe(true);
    stream.end();
    await once(response, 'end');
    expect(received).toBe((written + 2) * Buffer.byteLength(FRAME));
    expect(stream.closed).toBe(true);
  });

  it('ends when the reader leaves while it waits: the waiting send answers false, nothing more is written', async () => {
    const { stream, res, request } = await slowReader();
    const { pending } = await sendUntilStalled(stream, res);
    let closed = 0;
    stream.onClose(() => closed++);
    request.destroy();
    expect(await pending).toBe(false);
    expect(stream.closed).toBe(true);
    expect(closed).toBe(1);
    expect(await stream.send(FRAME)).toBe(false);
    expect(stream.offer(commentFrame('keep-alive'))).toBe(false);
  });

  it('ends a stream whose reader stopped reading, destroying it when the end is not taken within its grace', async () => {
    const { stream, res } = await slowReader({ endGraceMs: 200 });
    const { pending } = await sendUntilStalled(stream, res);
    stream.end();
    expect(await pending).toBe(false);
    expect(stream.closed).toBe(true);
    await once(res, 'close');
    expect(res.destroyed).toBe(true);
  });

  it('ends on a socket error', async () => {
    const broken = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const stream = new EventStream(broken);
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });
    // (events.once would reject on the 'error' this waits through.)
    const gone = new Promise((resolve) => broken.on('close', resolve));
    await stream.send(eventFrame('message', { id: 1 }, 1));
    await gone;
    expect(closed).toBe(true);
    expect(await stream.send(eventFrame('message', { id: 2 }, 2))).toBe(false);
  });

  it('writes the frames the web app reads', () => {
    expect(eventFrame('message', { id: 7, body: 'Hi' }, 7)).toBe(
      'id: 7\nevent: message\ndata: {"id":7,"body":"Hi"}\n\n',
    );
    expect(eventFrame('message', { id: 7 })).toBe('event: message\ndata: {"id":7}\n\n');
    expect(commentFrame('keep-alive')).toBe(': keep-alive\n\n');
  });
});

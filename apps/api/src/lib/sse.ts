/**
 * A Server-Sent Events stream written with backpressure (issue 48): a frame goes out only when the reader has
 * taken what was written before it (a `write` that answers false is waited on, until `drain`), so a slow reader
 * costs at most the socket's buffer and one frame, never a queue growing with what it has not read. What cannot
 * wait is dropped (a heartbeat: a stream busy sending needs none); what a caller would queue it collapses itself
 * (the conversation stream reads from the database again, from its last sent id, once the reader caught up). A
 * socket error or close ends the stream; a stream ended while its reader is behind is destroyed after a grace.
 */
import type { Writable } from 'node:stream';

/** One event as the browser's EventSource reads it: `id:` (optional), `event:`, one `data:` line of JSON. */
export function eventFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line (`: keep-alive`): proxies see traffic, the browser ignores it. */
export const commentFrame = (text: string) => `: ${text}\n\n`;

/** How long a reader that is behind has to take the end of its stream before its socket is destroyed. */
export const END_GRACE_MS = 10_000;

export class EventStream {
  #closed = false;
  /** While the reader is behind: resolves once the socket drained (true) or closed (false). */
  #behind: Promise<boolean> | null = null;
  /** Settles `#behind`. */
  #release: ((drained: boolean) => void) | null = null;
  readonly #onClose: Array<() => void> = [];

  readonly #endGraceMs: number;

  constructor(
    private readonly out: Writable,
    { endGraceMs = END_GRACE_MS }: { endGraceMs?: number } = {},
  ) {
    this.#endGraceMs = endGraceMs;
    out.on('drain', () => this.#release?.(true));
    out.on('close', () => this.#close());
    // An error (a reset connection, a broken pipe) ends the stream: nothing more is written to that socket.
    out.on('error', () => {
      this.#close();
      out.destroy();
    });
    if (out.destroyed || out.writableEnded) this.#close();
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether the reader is behind (a frame written now would wait in memory). */
  get behind(): boolean {
    return this.#behind !== null;
  }

  /** Calls `listener` once when the stream closes (the reader left, a socket error, or `end`). */
  onClose(listener: () => void): void {
    if (this.#closed) listener();
    else this.#onClose.push(listener);
  }

  /**
   * Writes a frame once the reader has taken what came before it: resolves true when it was written, false when
   * the stream closed first (nothing written). Callers that await each send never hold more than one frame.
   */
  async send(frame: string): Promise<boolean> {
    while (this.#behind) if (!(await this.#behind)) return false;
    return this.#write(frame);
  }

  /**
   * Writes a frame only if the reader keeps up, else drops it: true when written. For what a later frame makes
   * useless (a heartbeat).
   */
  offer(frame: string): boolean {
    return this.#behind === null && this.#write(frame);
  }

  /**
   * Ends the stream. A reader that is behind gets END_GRACE_MS to take the rest; then the socket is destroyed (a
   * stalled reader would hold its buffer and its socket for as long as the connection lives).
   */
  end(): void {
    if (this.#closed) return;
    if (this.#behind) {
      const timer = setTimeout(() => this.out.destroy(), this.#endGraceMs);
      timer.unref();
      this.out.once('close', () => clearTimeout(timer));
    }
    this.out.end();
    this.#close();
  }

  #write(frame: string): boolean {
    if (this.#closed) return false;
    if (!this.out.write(frame)) {
      this.#behind = new Promise<boolean>((resolve) => {
        this.#release = (drained) => {
          this.#release = null;
          this.#behind = null;
          resolve(drained);
        };
      });
    }
    return true;
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#release?.(false);
    for (const listener of this.#onClose.splice(0)) listener();
  }
}

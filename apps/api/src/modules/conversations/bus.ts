/**
 * Who is waiting for a conversation's new messages in this process (the open streams), told by the database:
 * a message's transaction sends `NOTIFY upkeep_messages '<conversationId>:<messageId>'`, delivered when it commits
 * to every process that listens (on PGlite, this one). Only ids travel: each stream reads what it may show.
 */
import type { DatabaseHandle } from '../../db/client.ts';
import { MESSAGE_CHANNEL } from './queries.ts';

/** A message id, and whether it changed (sent before, to be sent again) rather than new. */
export type MessageListener = (messageId: number, changed: boolean) => void;

export class MessageBus {
  readonly #listeners = new Map<number, Set<MessageListener>>();
  #stop: (() => Promise<void>) | null = null;

  /** Starts listening (once per process). */
  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    if (this.#stop) return;
    this.#stop = await database.listen(MESSAGE_CHANNEL, (payload) => this.#deliver(payload));
  }

  async stop(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    this.#listeners.clear();
    await stop?.();
  }

  /**
   * Tells `listener` of each new or changed message of the conversation (after a lost connection to the
   * database, of Number.MAX_SAFE_INTEGER: read what is new); answers how to stop.
   */
  subscribe(conversationId: number, listener: MessageListener): () => void {
    const set = this.#listeners.get(conversationId) ?? new Set();
    set.add(listener);
    this.#listeners.set(conversationId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(conversationId);
    };
  }

  /** Open subscriptions in this process (the metrics and the bench read it). */
  get size(): number {
    let n = 0;
    for (const set of this.#listeners.values()) n += set.size;
    return n;
  }

  #deliver(payload: string) {
    // Listening again after a lost connection: anything may have been missed, every stream reads what is new.
    if (payload === '') {
      for (const set of this.#listeners.values()) for (const listener of set) listener(Number.MAX_SAFE_INTEGER, false);
      return;
    }
    const [conversationText, messageText, change] = payload.split(':');
    const conversation = Number(conversationText);
    const message = Number(messageText);
    if (!Number.isInteger(conversation) || !Number.isInteger(message)) return;
    for (const listener of this.#listeners.get(conversation) ?? []) listener(message, change === 'changed');
  }
}

/**
 * Who is waiting for a conversation's new messages in this process (the open streams), told by the database:
 * a message's transaction sends `NOTIFY upkeep_messages '<conversationId>:<messageId>'`, delivered when it commits
 * to every process that listens (on PGlite, this one). Only ids travel: each stream reads what it may show.
 */
import type { DatabaseHandle } from '../../../db/client.ts';
import { MESSAGE_CHANNEL } from './queries.ts';

/** A message id, and whether it changed (sent before, to be sent again) rather than new. */
export type MessageListener = (messageId: number, changed: boolean) => void;

/**
 * The channel of the database's access changes (migration 0032's triggers): `<what>:<id>` of a user deactivated,
 * moved or signed out everywhere ('company_user:12', 'staff:3', 'customer:8'), a company suspended ('company:7'), a
 * ticket given to another crew or account or its guest link changed ('ticket:41'), a token signed out ('token:<jti>').
 */
export const ACCESS_CHANNEL = 'upkeep_access';

export class MessageBus {
  readonly #listeners = new Map<number, Set<MessageListener>>();
  readonly #accessListeners = new Map<string, Set<() => void>>();
  #stops: (() => Promise<void>)[] = [];

  /** Starts listening (once per process). */
  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    if (this.#stops.length) return;
    this.#stops.push(await database.listen(MESSAGE_CHANNEL, (payload) => this.#deliver(payload)));
    this.#stops.push(await database.listen(ACCESS_CHANNEL, (payload) => this.#deliverAccess(payload)));
  }

  async stop(): Promise<void> {
    const stops = this.#stops;
    this.#stops = [];
    this.#listeners.clear();
    this.#accessListeners.clear();
    for (const stop of stops) await stop();
  }

  /**
   * Tells `listener` when the access of any of `keys` may have changed ('company_user:12', 'ticket:41', ...), and
   * after a lost connection to the database (anything may have changed); answers how to stop.
   */
  onAccessChange(keys: string[], listener: () => void): () => void {
    for (const key of keys) {
      const set = this.#accessListeners.get(key) ?? new Set();
      set.add(listener);
      this.#accessListeners.set(key, set);
    }
    return () => {
      for (const key of keys) {
        const set = this.#accessListeners.get(key);
        set?.delete(listener);
        if (set?.size === 0) this.#accessListeners.delete(key);
      }
    };
  }

  #deliverAccess(payload: string) {
    if (payload === '') {
      const all = new Set<() => void>();
      for (const set of this.#accessListeners.values()) for (const listener of set) all.add(listener);
      for (const listener of all) listener();
      return;
    }
    for (const listener of this.#accessListeners.get(payload) ?? []) listener();
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

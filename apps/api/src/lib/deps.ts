/**
 * What services need from the outside, handed to them rather than the whole Fastify instance: the
 * database, the clock, the job queue and the outbox to wake after queueing messages, the public address for links, a logger.
 * Routes build it once from the app (`depsOf`); a job, a script or a test can build it by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobSender } from '../queue/job-queue.ts';
import { type TicketLinkTokens, ticketLinkTokens } from './ticket-link-tokens.ts';

export interface ServiceDeps {
  db: Database;
  now: () => Date;
  outbox: { kick(): void };
  /** The job queue: `send` in the causing transaction (queue/job-queue.ts). */
  jobs: JobSender;
  publicUrl: string;
  /** The tokens of guests' private ticket links, from the server's secret (lib/ticket-link-tokens.ts). */
  ticketLinks: TicketLinkTokens;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** What a notice to a customer needs: a guest's e-mails link through the booking's private link. */
export type NoticeDeps = Pick<ServiceDeps, 'publicUrl' | 'jobs' | 'ticketLinks'>;

export function depsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    now: () => app.now(),
    outbox: { kick: () => app.outbox.kick() },
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    ticketLinks: ticketLinkTokens(app.config.jwtSecret),
    log: app.log,
  };
}

/**
 * The public forms (landing leads, contact messages, partner and opt-out requests): each is stored and, in the
 * same transaction, announced to the team's address with the link to it in the staff inbox.
 */
import type { contactRequest, leadRequest, optOutRequest, partnerRequest } from '@upkeep/contract';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { announceToTeam } from '../staff-inbox/announce.ts';
import * as queries from './queries.ts';

type Body<S extends z.ZodType> = z.output<S>;
type Announcement = Omit<Parameters<typeof announceToTeam>[2], 'id'>;

/** Stores a message and announces it to the team in one transaction, then wakes the outbox. Answers its id. */
async function storeAndAnnounce(
  deps: ServiceDeps,
  insert: (tx: Tx, now: Date) => Promise<number>,
  announcement: Announcement,
): Promise<number> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const stored = await insert(tx, now);
    await announceToTeam(tx, deps, { ...announcement, id: stored });
    return stored;
  });
  deps.outbox.kick();
  return id;
}

export function storeLead(deps: ServiceDeps, b: Body<typeof leadRequest>): Promise<number> {
  return storeAndAnnounce(
    deps,
    (tx, now) =>
      queries.insertLead(tx, {
        name: b.name,
        email: b.email,
        phoneNumber: b.phoneNumber || null,
        wishedService: b.wishedService,
        origin: b.origin,
        isExclusiveLead: b.isExclusiveLead,
        createdAt: now,
      }),
    {
      kind: 'lead',
      name: b.name,
      email: b.email,
      summary: `Wished service: ${b.wishedService} (from ${b.origin})`,
    },
  );
}

export function storeContactMessage(deps: ServiceDeps, b: Body<typeof contactRequest>): Promise<number> {
  return storeAndAnnounce(
    deps,
    (tx, now) =>
      queries.insertContactMessage(tx, {
        name: b.Name,
        email: b.Email,
        phone: b.Phone,
        message: b.Message,
        createdAt: now,
      }),
    {
      kind: 'contact',
      name: b.Name,
      email: b.Email,
      summary: b.Message,
    },
  );
}

export function storePartnerRequest(deps: ServiceDeps, b: Body<typeof partnerRequest>): Promise<number> {
  return storeAndAnnounce(
    deps,
    (tx, now) =>
      queries.insertPartnerRequest(tx, {
        companyName: b.CompanyName,
        email: b.Email,
        phone: b.Phone,
        services: b.Services,
        isInsured: b.IsInsured,
        isLicensed: b.IsLicensed,
        city: b.City,
        state: b.State,
        zipCode: b.ZIPCode,
        createdAt: now,
      }),
    {
      kind: 'partner',
      name: b.CompanyName,
      email: b.Email,
      summary: `${b.Services}, ${b.City} ${b.State}`,
    },
  );
}

export function storeOptOutRequest(deps: ServiceDeps, b: Body<typeof optOutRequest>): Promise<number> {
  return storeAndAnnounce(
    deps,
    (tx, now) =>
      queries.insertOptOutRequest(tx, {
        companyName: b.companyName,
        name: b.name,
        phoneNumber: b.phoneNumber,
        email: b.email,
        message: b.message,
        createdAt: now,
      }),
    {
      kind: 'optout',
      name: `${b.name} (${b.companyName})`,
      email: b.email,
      summary: b.message,
    },
  );
}

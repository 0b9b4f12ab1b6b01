/**
 * The public forms (landing leads, contact messages, partner and opt-out requests): each is stored and, in the
 * same transaction, announced to the team's address with the link to it in the staff inbox.
 */
import type { contactRequest, leadRequest, optOutRequest, partnerRequest } from '@upkeep/contract';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps.ts';
import { announceToTeam } from '../staff-inbox/announce.ts';
import * as queries from './queries.ts';

type Body<S extends z.ZodType> = z.output<S>;

export async function storeLead(deps: ServiceDeps, b: Body<typeof leadRequest>): Promise<number> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const leadId = await queries.insertLead(tx, {
      name: b.name,
      email: b.email,
      phoneNumber: b.phoneNumber || null,
      wishedService: b.wishedService,
      origin: b.origin,
      isExclusiveLead: b.isExclusiveLead,
      createdAt: now,
    });
    await announceToTeam(tx, deps, {
      kind: 'lead',
      id: leadId,
      name: b.name,
      email: b.email,
      summary: `Wished service: ${b.wishedService} (from ${b.origin})`,
    });
    return leadId;
  });
  deps.outbox.kick();
  return id;
}

export async function storeContactMessage(deps: ServiceDeps, b: Body<typeof contactRequest>): Promise<number> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const messageId = await queries.insertContactMessage(tx, {
      name: b.Name,
      email: b.Email,
      phone: b.Phone,
      message: b.Message,
      createdAt: now,
    });
    await announceToTeam(tx, deps, {
      kind: 'contact',
      id: messageId,
      name: b.Name,
      email: b.Email,
      summary: b.Message,
    });
    return messageId;
  });
  deps.outbox.kick();
  return id;
}

export async function storePartnerRequest(deps: ServiceDeps, b: Body<typeof partnerRequest>): Promise<number> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const requestId = await queries.insertPartnerRequest(tx, {
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
    });
    await announceToTeam(tx, deps, {
      kind: 'partner',
      id: requestId,
      name: b.CompanyName,
      email: b.Email,
      summary: `${b.Services}, ${b.City} ${b.State}`,
    });
    return requestId;
  });
  deps.outbox.kick();
  return id;
}

export async function storeOptOutRequest(deps: ServiceDeps, b: Body<typeof optOutRequest>): Promise<number> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const requestId = await queries.insertOptOutRequest(tx, {
      companyName: b.companyName,
      name: b.name,
      phoneNumber: b.phoneNumber,
      email: b.email,
      message: b.message,
      createdAt: now,
    });
    await announceToTeam(tx, deps, {
      kind: 'optout',
      id: requestId,
      name: `${b.name} (${b.companyName})`,
      email: b.email,
      summary: b.message,
    });
    return requestId;
  });
  deps.outbox.kick();
  return id;
}

/**
 * What each move causes, read from the table: a move that lost an effect (or gained one), or a flow row
 * added without its effects row, fails here. The API tests check what the effects do.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_APPROVED_ACTION, STATUS_FLOW, TicketStatusId as T, UserTypeId as U } from '../lifecycle/statuses.ts';
import { effectsOf, MOVE_EFFECTS, type MoveName, namedMove } from './effects.ts';

const names = (from: number, to: number, actor: (typeof U)[keyof typeof U]) =>
  effectsOf(from, to, actor).map((e) => e.name);
const named = (name: MoveName) => namedMove(name).effects.map((e) => e.name);
const isFlowRow = (from: number | undefined, to: number, actor: number) =>
  STATUS_FLOW.some(
    (f) => f.userTypeId === actor && f.toStatusId === to && (from === undefined || f.fromStatusId === from),
  );

describe('the effects of ticket moves', () => {
  it('every move of the status flow has its row, and every row is a move of the flow', () => {
    for (const row of STATUS_FLOW) {
      // The one flow row nobody moves a ticket by is a late payment's revival: the ledger's named move.
      if (row.fromStatusId === T.Cancelled && row.toStatusId === T.Pending && row.userTypeId === U.System) {
        expect(namedMove('revive by a late payment')).toMatchObject({ from: T.Cancelled, to: T.Pending });
        continue;
      }
      // A quote's approval (decision 0039) schedules a request or a visit under way by its named moves; nobody moves
      // a ticket by these rows, so the flow finds no row of its own for them.
      if (row.action === QUOTE_APPROVED_ACTION) {
        expect(row).toMatchObject({ toStatusId: T.Scheduled, userTypeId: U.System });
        expect(() => effectsOf(row.fromStatusId, row.toStatusId, U.System)).toThrow(/no effects row/);
        const approval = MOVE_EFFECTS.find(
          (r) => r.name?.startsWith('approve a quote') && r.from === row.fromStatusId && r.to === row.toStatusId,
        );
        expect(approval?.actors).toEqual([U.System]);
        continue;
      }
      expect(() => effectsOf(row.fromStatusId, row.toStatusId, row.userTypeId as never)).not.toThrow();
    }
    for (const row of MOVE_EFFECTS) {
      // A named move that keeps the status (a booking made, a payment's confirmation) makes no flow row.
      if (row.name !== undefined && row.from === row.to) continue;
      for (const actor of row.actors) {
        expect(isFlowRow(row.from, row.to, actor), `${row.name ?? ''} ${actor} → ${row.to}`).toBe(true);
      }
    }
  });

  it('every named move is named once, and the flow never finds one', () => {
    const rows = MOVE_EFFECTS.filter((r) => r.name !== undefined);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.map((r) => r.name)).toEqual([
      'book a checkout',
      'request an estimate',
      'book a plan visit',
      'confirm by payment',
      'revive by a late payment',
      'pay a plan visit',
      'lapse an unpaid hold',
      "hold a plan's first visit",
      'skip a plan visit',
      'cancel a plan visit',
      'cancel an unpaid plan visit',
      'drop a plan visit',
      'approve a quote',
      'approve a quote of a request',
      'approve a quote during the visit',
    ]);
    // The customer's Cancel of an unpaid plan visit is not the plan's skip: the flow finds the customer's row.
    expect(names(T.Pending, T.Cancelled, U.Customer)).toContain('refund by the cancelation policy');
    expect(() => effectsOf(T.Cancelled, T.Pending, U.System)).toThrow(/no effects row/);
  });

  it('a move without a row is refused', () => {
    expect(() => effectsOf(T.Completed, T.Pending, U.Company)).toThrow(/no effects row/);
  });

  it("the customer's moves tell the company; a cancellation withdraws charges and refunds by the policy", () => {
    const cancel = [
      'tell the company',
      'withdraw pending extra charges',
      'refund by the cancelation policy',
      'withdraw the move request',
      'transfer the company the fee kept',
      'tell the customer what is refunded',
    ];
    for (const actor of [U.Customer, U.Guest]) {
      expect(names(T.Pending, T.Cancelled, actor)).toEqual(cancel);
      expect(names(T.Scheduled, T.Cancelled, actor)).toEqual(cancel);
      expect(names(T.InProgress, T.Completed, actor)).toEqual(['transfer the company its share', 'tell the company']);
    }
  });

  it("the company's moves tell the customer; a decline or cancellation refunds in full; completion invites a review", () => {
    expect(names(T.Pending, T.Scheduled, U.Company)).toEqual(['tell the customer']);
    const refunding = ['refund in full', 'withdraw pending extra charges', 'tell the customer'];
    expect(names(T.Pending, T.Declined, U.Company)).toEqual(refunding);
    expect(names(T.Scheduled, T.Cancelled, U.Company)).toEqual([
      'refund in full',
      'withdraw the move request',
      'withdraw pending extra charges',
      'tell the customer',
    ]);
    expect(names(T.Scheduled, T.InProgress, U.Company)).toEqual(['tell the customer']);
    expect(names(T.InProgress, T.Completed, U.Company)).toEqual([
      'transfer the company its share',
      'tell the customer',
      'invite a review',
    ]);
  });

  it("UpKeep's moves tell both sides and are audited; a cancellation withdraws charges but refunds nothing", () => {
    const told = [
      'tell the customer (UpKeep wrote)',
      'tell the company (UpKeep wrote)',
      'record in the staff audit log',
    ];
    expect(names(T.Pending, T.Scheduled, U.UpKeep)).toEqual(told);
    for (const from of [T.Pending, T.Scheduled]) {
      expect(names(from, T.Cancelled, U.UpKeep)).toEqual([
        'withdraw the move request',
        'withdraw pending extra charges',
        ...told,
      ]);
    }
    expect(names(T.InProgress, T.Completed, U.UpKeep)).toEqual([
      'transfer the company its share',
      'tell the customer (UpKeep wrote)',
      'invite a review',
      'tell the company (UpKeep wrote)',
      'record in the staff audit log',
    ]);
  });

  it("the System's expiry is refunded by the sweeper; its completion invites a review", () => {
    expect(names(T.Pending, T.Cancelled, U.System)).toEqual([
      'refund in full by the job sweeper',
      'withdraw pending extra charges',
      'tell the customer',
    ]);
    expect(names(T.InProgress, T.Completed, U.System)).toEqual([
      'transfer the company its share',
      'tell the customer',
      'invite a review',
    ]);
  });

  it('a booking confirmed, by its payment or as an estimate request made, sends its confirmation and alerts the company once', () => {
    const confirmed = [
      'give a guest their private link',
      'send the booking confirmation',
      'announce the booking to the company',
    ];
    expect(named('confirm by payment')).toEqual(confirmed);
    expect(named('revive by a late payment')).toEqual(confirmed);
    expect(named('request an estimate')).toEqual(confirmed);
    // A paid checkout waits for its payment; a plan's visit for its charge, and its plan confirms it.
    expect(named('book a checkout')).toEqual([]);
    expect(named('book a plan visit')).toEqual([]);
    expect(named('pay a plan visit')).toEqual([]);
    // Every effect is coded once: the rows share the effects themselves, not copies.
    expect(namedMove('confirm by payment').effects).toEqual(namedMove('request an estimate').effects);
  });

  it("a hold's lapse and a plan's visits skipped, cancelled or dropped tell nobody; an unpaid visit's cancellation tells both sides", () => {
    for (const name of [
      'lapse an unpaid hold',
      "hold a plan's first visit",
      'skip a plan visit',
      'cancel a plan visit',
      'drop a plan visit',
    ] as const) {
      expect(named(name)).toEqual([]);
    }
    expect(named('cancel an unpaid plan visit')).toEqual([
      'tell the company the unpaid visit is cancelled',
      'tell the customer the unpaid visit is cancelled',
    ]);
    expect(namedMove('skip a plan visit')).toMatchObject({ actors: [U.Customer], from: T.Pending, to: T.Cancelled });
    expect(namedMove('lapse an unpaid hold')).toMatchObject({ actors: [U.System], from: T.Pending, to: T.Cancelled });
  });

  it("a quote's approval tells the company and sends the customer the approval, from each status it schedules", () => {
    const told = ['tell the company the quote is approved', 'send the customer the approval'];
    expect(namedMove('approve a quote')).toMatchObject({ actors: [U.System], from: T.Scheduled, to: T.Scheduled });
    expect(namedMove('approve a quote of a request')).toMatchObject({ from: T.Pending, to: T.Scheduled });
    expect(namedMove('approve a quote during the visit')).toMatchObject({ from: T.InProgress, to: T.Scheduled });
    for (const name of ['approve a quote', 'approve a quote of a request', 'approve a quote during the visit'] as const)
      expect(named(name)).toEqual(told);
  });
});

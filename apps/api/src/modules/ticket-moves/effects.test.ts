/**
 * What each move causes, read from the table: a move that lost an effect (or gained one), or a flow row
 * added without its effects row, fails here. The API tests check what the effects do.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_FLOW, TicketStatusId as T, UserTypeId as U } from '../lifecycle/statuses.ts';
import { effectsOf, MOVE_EFFECTS } from './effects.ts';

const names = (from: number, to: number, actor: (typeof U)[keyof typeof U]) =>
  effectsOf(from, to, actor).map((e) => e.name);

describe('the effects of ticket moves', () => {
  it('every move of the status flow has its row, and every row is a move of the flow', () => {
    for (const row of STATUS_FLOW) {
      expect(() => effectsOf(row.fromStatusId, row.toStatusId, row.userTypeId as never)).not.toThrow();
    }
    for (const row of MOVE_EFFECTS) {
      for (const actor of row.actors) {
        const flow = STATUS_FLOW.filter(
          (f) =>
            f.userTypeId === actor &&
            f.toStatusId === row.to &&
            (row.from === undefined || f.fromStatusId === row.from),
        );
        expect(flow.length, `${actor} → ${row.to}`).toBeGreaterThan(0);
      }
    }
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

  it("the System's expiry is refunded by the sweeper; its completion invites a review; a late payment's revival causes nothing here", () => {
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
    expect(names(T.Cancelled, T.Pending, U.System)).toEqual([]);
  });
});

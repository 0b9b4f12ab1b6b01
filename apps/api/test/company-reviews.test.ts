/**
 * One company's public reviews (issue 26: the offers' name, logo and review count open them): the public
 * reviews API filtered by CompanyID, with the company's score, the comment and its public reply, paged.
 */
import type { PublicReview } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.ts';
import { createCompany } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';

describe.each(databaseKinds())("a company's public reviews on %s", (kind) => {
  let ctx: TestContext;
  let companyId: number;
  let otherId: number;
  const daysAgo = (n: number) => new Date(TEST_NOW.getTime() - n * 86_400_000);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const db = ctx.database.db;
    companyId = (await createCompany(db)).id;
    otherId = (await createCompany(db)).id;
    const review = (over: Partial<typeof reviews.$inferInsert>) => ({
      companyId,
      userName: 'Rosa D.',
      companyScore: 5,
      companyComment: 'On time and tidy.',
      upKeepScore: 4,
      upKeepComment: 'Easy booking.',
      ...over,
    });
    await db.insert(reviews).values([
      review({ userName: 'Oldest O.', companyScore: 2, companyComment: 'Late.', createdAt: daysAgo(9) }),
      review({ userName: 'Replied R.', reply: 'Thank you, Rae!', repliedAt: daysAgo(2), createdAt: daysAgo(3) }),
      review({ userName: 'Newest N.', companyScore: 4, createdAt: daysAgo(1) }),
      review({ userName: 'Hidden H.', hiddenAt: daysAgo(1), hiddenReason: 'abuse', createdAt: daysAgo(1) }),
      review({ userName: 'Private P.', isPublic: false, createdAt: daysAgo(1) }),
      review({
        userName: 'Hidden reply.',
        reply: 'Rude words',
        replyHiddenAt: daysAgo(1),
        createdAt: daysAgo(4),
      }),
      review({ companyId: otherId, userName: 'Elsewhere E.', createdAt: daysAgo(1) }),
    ]);
  });
  afterAll(() => ctx.close());

  const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/customer/reviews/up-keep?${query}` });

  it("lists only that company's public reviews, newest first, with its score, the comment and its reply", async () => {
    const res = await get(`CompanyID=${companyId}&MinScore=1`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PublicReview[];
    expect(data.map((r) => r.userName)).toEqual(['Newest N.', 'Replied R.', 'Hidden reply.', 'Oldest O.']);
    expect(data[1]).toMatchObject({
      companyScore: 5,
      companyComment: 'On time and tidy.',
      companyReply: 'Thank you, Rae!',
      reviewDate: daysAgo(3).toISOString(),
    });
    // A reply staff hid is not shown; a review without one says so.
    expect(data[2]?.companyReply).toBeNull();
    expect(data[0]?.companyReply).toBeNull();
    expect(res.json().pages).toMatchObject({ totalCount: 4, pageNumber: 1 });
  });

  it("applies MinScore to the company's score and pages", async () => {
    const fives = (await get(`CompanyID=${companyId}`)).json().data as PublicReview[];
    expect(fives.map((r) => r.userName)).toEqual(['Replied R.', 'Hidden reply.']);
    const second = (await get(`CompanyID=${companyId}&MinScore=1&_pageSize=3&PageNumber=2`)).json();
    expect(second.data.map((r: PublicReview) => r.userName)).toEqual(['Oldest O.']);
    expect(second.pages).toMatchObject({ totalCount: 4, totalPages: 2, pageNumber: 2 });
  });

  it("keeps UpKeep's reviews as they were without CompanyID", async () => {
    const data = (await get('MinScore=1&_pageSize=100')).json().data as PublicReview[];
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).not.toHaveProperty('companyScore');
  });

  it('refuses a CompanyID that is no id, naming it', async () => {
    const res = await get('CompanyID=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('CompanyID');
  });
});

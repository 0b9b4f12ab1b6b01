/**
 * Several processes, one truth (issue 16): two servers on one PostgreSQL database, each with its own memory
 * and its own connection pool, as two processes of `npm start` would be. Requests spread over both must meet
 * the limits of one: a slot is booked once, wrong passwords are throttled as in one process, the request
 * rate limiter counts for both, and a job due once runs once (operations.test.ts runs the job runner itself
 * across two pools).
 */

import { ServiceId } from '@upkeep/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { LOGIN_MAX_FAILURES } from '../src/modules/accounts/accounts/throttle.ts';
import { createCustomerRow, liveCompany, STRONG_PASSWORD, yardForm } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { bothDatabaseKinds, buildTestApp, quickestDatabaseKind, type TestContext, testConfig } from './helpers.ts';
import { bearer, clientAddresses, logIn, send } from './sign-in.ts';

interface Offer {
  companyServiceID: number;
  duration: string;
}

describe.runIf(bothDatabaseKinds().includes('postgres'))('two server processes on one PostgreSQL database', () => {
  let first: TestContext;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  const address = clientAddresses(201);
  const both = () => [first.app, second];
  beforeAll(async () => {
    first = await buildTestApp('postgres', { now: () => TEST_NOW });
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url ?? '', poolSize: 5 });
    second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      logger: false,
      serveWeb: false,
      startWorkers: false,
      now: () => TEST_NOW,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('100 concurrent checkouts of one slot, spread over both, yield one ticket', async () => {
    const { form } = await yardForm(first.app);
    const company = await liveCompany(first.database.db, { zipCode: '89102' });
    const offer = (
      (
        await send(first.app, {
          method: 'POST',
          url: '/api/customer/offer/new',
          payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
        })
      ).json().data as Offer[]
    ).find((o) => o.companyServiceID === company.companyServiceId);
    if (!offer) throw new Error("the test's company is not offered in 89102");
    const date = '2026-06-24';
    const slots = (
      await send(first.app, {
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
      })
    ).json().data as { id: number; isAvailable: boolean }[];
    const slot = slots.find((s) => s.isAvailable);
    if (!slot) throw new Error('no free slot');
    // A hundred different guests, from a hundred addresses: no per-client limit stands in the way.
    const guests = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const remoteAddress = address();
        const res = await send(both()[i % 2] as FastifyInstance, {
          method: 'POST',
          url: '/api/customer/auth/guest-login',
          remoteAddress,
        });
        return { token: res.json().data.token as string, remoteAddress };
      }),
    );
    const answers = await Promise.all(
      guests.map((guest, i) =>
        send(both()[i % 2] as FastifyInstance, {
          method: 'POST',
          url: '/api/customer/ticket',
          headers: bearer(guest.token),
          remoteAddress: guest.remoteAddress,
          payload: {
            ScheduledDate: date,
            ScheduleID: slot.id,
            CompanyServiceID: offer.companyServiceID,
            Name: `Guest ${i}`,
            Email: `race-${i}@example.com`,
            PhoneNumber: `70255${String(10000 + i).slice(-5)}`,
            Address: '4820 Sahara Ave, Las Vegas, NV 89102',
            ZipCode: '89102',
            Instructions: '',
            Origin: 'test',
            idFeatures: [form],
            DiscountCodeID: '',
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
  });

  it('wrong passwords spread over both are throttled as in one process', async () => {
    const remoteAddress = address();
    const { email } = await createCustomerRow(first.database.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await logIn(both()[i % 2] as FastifyInstance, email, 'wrong-password', remoteAddress);
      expect(res.statusCode).toBe(401);
    }
    // The eleventh, on either process, waits out the window.
    for (const app of both()) {
      const res = await logIn(app, email, 'wrong-password', remoteAddress);
      expect(res.statusCode).toBe(429);
      // Even the right password, from this address, for this e-mail.
      expect((await logIn(app, email, STRONG_PASSWORD, remoteAddress)).statusCode).toBe(429);
    }
  });

  it('the request rate limiter counts the requests of both', async () => {
    const remoteAddress = address();
    // PUT /api/customer/auth/forgot-password allows 5 a minute per address.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await send(both()[i % 2] as FastifyInstance, {
        method: 'PUT',
        url: '/api/customer/auth/forgot-password',
        remoteAddress,
        payload: { Email: `nobody-${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5), JSON.stringify(statuses)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });
});

/**
 * Redis for this test: TEST_REDIS_URL (CI sets it, and then a missing server fails the test), else the
 * machine's default port, where a fresh machine may have none: then the test says so and is skipped.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const { connect } = await import('node:net');
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

describe('the request rate limiter on Redis (REDIS_URL)', () => {
  it('counts the requests of two processes in one place', async (ctx) => {
    if (!(await redisAnswers())) {
      if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL is set but no Redis answers at ${REDIS_URL}`);
      ctx.skip();
    }
    const env = { REDIS_URL };
    // Two processes with databases of their own: only Redis is shared.
    const [a, b] = await Promise.all([
      buildTestApp(quickestDatabaseKind(), { env }),
      buildTestApp(quickestDatabaseKind(), { env }),
    ]);
    try {
      const remoteAddress = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await send(i % 2 ? b.app : a.app, {
          method: 'PUT',
          url: '/api/customer/auth/forgot-password',
          remoteAddress,
          payload: { Email: `nobody-${i}@example.com` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5), JSON.stringify(statuses)).not.toContain(429);
      expect(statuses[5]).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, pathOf, successStatus } from './index.ts';

const all = Object.entries(endpoints);

describe('the endpoint registry', () => {
  it('declares each method and path once', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declares exactly the path's parameters, and a success answer", () => {
    for (const [name, endpoint] of all) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const declared =
        'params' in endpoint && endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, name).toEqual(inPath);
      expect(successStatus(endpoint), name).toBeLessThan(300);
    }
  });

  it('fills in and encodes path parameters', () => {
    expect(pathOf(endpoints.scheduledService, { serviceId: 2, ticketId: 7 })).toBe(
      '/customer/open-charges/service/2/7',
    );
    expect(pathOf(endpoints.discountCode, { code: 'A B/1' })).toBe('/customer/discount-code/A%20B%2F1');
    expect(() => pathOf(endpoints.ticket, {})).toThrow(/id is missing/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  areaPath,
  BLOG_ARTICLE_ROUTES,
  GENERAL_ROUTES,
  isPrivateLinkPath,
  isWebRoute,
  LANDING_ROUTES,
  PORTAL_ROUTES,
  PRERENDERED_ROUTES,
  ROUTE_REDIRECTS,
  WEB_ROUTES,
} from './routes.ts';

describe('the route table', () => {
  it('has the 30 general routes, 9 blog articles and 49 landing routes of spec 001', () => {
    expect(GENERAL_ROUTES).toHaveLength(30);
    expect(BLOG_ARTICLE_ROUTES).toHaveLength(9);
    expect(LANDING_ROUTES).toHaveLength(49);
    expect(new Set(WEB_ROUTES).size).toBe(WEB_ROUTES.length);
  });

  it('keeps the one-n spelling of the plumbing Centennial Hills page, and redirects the two-n one to it', () => {
    expect(areaPath('plumbing', 'centennial-hills')).toBe('/plumbing-in-centenial-hills');
    expect(areaPath('hvac', 'centennial-hills')).toBe('/hvac-in-centennial-hills');
    expect(LANDING_ROUTES).toContain('/plumbing-in-centenial-hills');
    expect(ROUTE_REDIRECTS['/plumbing-in-centennial-hills']).toBe('/plumbing-in-centenial-hills');
  });

  it('redirects every spec 000 spelling to a canonical route', () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      expect([...WEB_ROUTES, ...PORTAL_ROUTES], from).toContain(to);
      expect(WEB_ROUTES, from).not.toContain(from);
    }
    expect(ROUTE_REDIRECTS['/']).toBe('/home');
  });

  it('prerenders only canonical public pages', () => {
    for (const path of PRERENDERED_ROUTES) expect(WEB_ROUTES).toContain(path);
    expect(PRERENDERED_ROUTES).not.toContain('/my-tickets');
  });

  it('knows which paths are app pages', () => {
    expect(isWebRoute('/home')).toBe(true);
    expect(isWebRoute('/home/')).toBe(true);
    expect(isWebRoute('/pro/jobs/12')).toBe(true);
    expect(isWebRoute('/staff/partner-requests')).toBe(true);
    expect(isWebRoute('/pro/nope')).toBe(false);
    expect(isWebRoute('/signin')).toBe(true);
    expect(isWebRoute('/scheduled-ticket/4/12')).toBe(true);
    expect(isWebRoute('/scheduled-ticket/4')).toBe(false);
    expect(isWebRoute('/nope')).toBe(false);
  });

  it("serves the payouts screen and the sandbox's onboarding, whose account links are private", () => {
    expect(isWebRoute('/pro/payouts')).toBe(true);
    expect(isWebRoute('/sandbox/connect/onboarding/acct_sbx_0123abcd')).toBe(true);
    expect(isWebRoute('/sandbox/connect/onboarding/not-an-account')).toBe(false);
    expect(isPrivateLinkPath('/sandbox/connect/onboarding/acct_sbx_0123abcd')).toBe(true);
    expect(isPrivateLinkPath('/my-booking/abc_DEF-1')).toBe(true);
    expect(isPrivateLinkPath('/my-question/7')).toBe(true);
    expect(isPrivateLinkPath('/my-question/abc')).toBe(false);
    expect(isPrivateLinkPath('/pro/payouts')).toBe(false);
  });
});

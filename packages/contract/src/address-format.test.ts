import { describe, expect, it } from 'vitest';
import { formatAddress, mapsSearchUrl } from './address-format.ts';

describe('formatAddress (issue 46: the zip said once)', () => {
  it('adds the zip to an address without it', () => {
    expect(formatAddress('1 Main St', '89101')).toBe('1 Main St, 89101');
    expect(formatAddress(' 1 Main St, ', '89101')).toBe('1 Main St, 89101');
  });

  it('does not repeat the zip an address already ends with', () => {
    expect(formatAddress('11024 Summer Glen Dr, Las Vegas, NV 89135', '89135')).toBe(
      '11024 Summer Glen Dr, Las Vegas, NV 89135',
    );
    expect(formatAddress('11024 Summer Glen Dr, Las Vegas, NV 89135-1234', '89135')).toBe(
      '11024 Summer Glen Dr, Las Vegas, NV 89135-1234',
    );
  });

  it('reads a house number equal to the zip as a house number, and another zip as part of the address', () => {
    expect(formatAddress('89135 Summer Glen Dr', '89135')).toBe('89135 Summer Glen Dr, 89135');
    expect(formatAddress('1 Main St, Las Vegas, NV 89101', '89135')).toBe('1 Main St, Las Vegas, NV 89101, 89135');
    expect(formatAddress('1 Main St 189135', '89135')).toBe('1 Main St 189135, 89135');
  });

  it('keeps what there is when one part is empty', () => {
    expect(formatAddress('', '89101')).toBe('89101');
    expect(formatAddress('1 Main St', '')).toBe('1 Main St');
  });

  it('makes the maps link of the same words', () => {
    expect(mapsSearchUrl('11024 Summer Glen Dr, Las Vegas, NV 89135', '89135')).toBe(
      'https://www.google.com/maps/search/?api=1&query=11024%20Summer%20Glen%20Dr%2C%20Las%20Vegas%2C%20NV%2089135',
    );
  });
});

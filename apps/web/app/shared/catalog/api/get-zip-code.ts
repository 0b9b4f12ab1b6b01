import { discoveryEndpoints } from '@upkeep/contract';
import { ApiError, api } from '../../../lib/api';

export type ZipCodeCheck = 'serviced' | 'not-serviced' | 'unavailable';

/**
 * GET /zip-codes/code/{zip}: whether the valley's companies serve a zip code. An unknown (404) or malformed
 * (400) zip code is not serviced either; 'unavailable' means the check itself failed (network, 5xx).
 */
export async function checkZipCode(zipCode: string): Promise<ZipCodeCheck> {
  try {
    const { data } = await api(discoveryEndpoints.zipCode, { params: { zip: zipCode } });
    return data.isServiced ? 'serviced' : 'not-serviced';
  } catch (error) {
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return 'not-serviced';
    return 'unavailable';
  }
}

import type { Database } from '../../../db/client.ts';
import { zipCodes } from '../../../db/schema.ts';
import type { ZipPlace } from './service.ts';

/** The valley's zip codes that have a position (the gazetteer measures distances from them). */
export async function zipPlaces(db: Database): Promise<ZipPlace[]> {
  const rows = await db
    .select({
      code: zipCodes.code,
      city: zipCodes.city,
      isServiced: zipCodes.isServiced,
      latitude: zipCodes.latitude,
      longitude: zipCodes.longitude,
    })
    .from(zipCodes);
  return rows.flatMap((r) =>
    r.latitude === null || r.longitude === null ? [] : [{ ...r, latitude: r.latitude, longitude: r.longitude }],
  );
}

import { select } from '@lingui/core/macro';

/**
 * A service's unit ("Service 1", "Add Pool": the catalogue's English `serviceUnit`) in the active language (issue
 * 49); a unit the catalogue adds later reads as the catalogue writes it until it is listed here.
 */
export const unitName = (unit: string): string =>
  select(unit, {
    Service: 'Service',
    Unit: 'Unit',
    Home: 'Home',
    Pet: 'Pet',
    Pool: 'Pool',
    Room: 'Room',
    Vehicle: 'Vehicle',
    other: unit,
  });

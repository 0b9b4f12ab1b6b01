import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from './store';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * Whether the window is below the spec's mobile limit (spec 000 section 9). Read in the first effect, so
 * prerendered HTML and the first client render agree (the desktop layout). Components read this hook; the
 * session's persisted `isMobile` (spec 000 section 3) is only kept in step from it by `SessionEffects`.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: true }) ?? false;
}

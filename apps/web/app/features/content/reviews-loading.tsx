import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { loaderShown } from '../../lib/app-ready';

/**
 * Shown while the reviews are fetched, and by the page while its list's code loads (reviews-page.tsx): the
 * screen is busy while it shows (lib/app-ready.ts), the code's arrival included.
 */
export function ReviewsLoading() {
  const { t } = useLingui();
  useEffect(loaderShown, []);
  return (
    <Center py={80} role="status" aria-busy="true" aria-label={t`Loading the reviews`}>
      <Loader />
    </Center>
  );
}

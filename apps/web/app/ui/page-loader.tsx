import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { loaderShown } from '../lib/app-ready';

/**
 * A screen's loading state: an indeterminate progress bar named 'Loading' (a name needs a role: aria-label on
 * a bare div is prohibited, axe's aria-prohibited-attr).
 */
export function PageLoader() {
  const { t } = useLingui();
  // While it shows, the screen is not ready (the app-ready signal, lib/app-ready.ts).
  useEffect(loaderShown, []);
  return (
    <Center py={120} role="progressbar" aria-busy="true" aria-label={t`Loading`}>
      <Loader />
    </Center>
  );
}

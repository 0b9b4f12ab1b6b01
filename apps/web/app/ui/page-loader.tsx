import { Center, Loader } from '@mantine/core';

/**
 * A screen's loading state: an indeterminate progress bar named 'Loading' (a name needs a role: aria-label on
 * a bare div is prohibited, axe's aria-prohibited-attr).
 */
export function PageLoader() {
  return (
    <Center py={120} role="progressbar" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

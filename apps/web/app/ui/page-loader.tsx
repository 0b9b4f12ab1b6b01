import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py={120} role="status" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py={120} aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

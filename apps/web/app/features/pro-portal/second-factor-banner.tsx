import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The owner's banner until they set up a second factor (issue 47): the owners' portal is English (issue 49). */
export function SecondFactorBanner({ account }: { account: string }) {
  return (
    <Alert color="blue" variant="light" mb="md" title="Protect your company's account">
      Your account opens your customers' addresses and your bank details.{' '}
      <Anchor component={Link} to={account} fw={600} c="blue.9" underline="always">
        Set up a second factor
      </Anchor>{' '}
      so that a stolen password alone opens nothing.
    </Alert>
  );
}

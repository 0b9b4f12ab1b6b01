/** "On my way": texts the customer, with when the company expects to arrive if it says. */
import { Alert, Button, Divider, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useOnMyWay } from './api/on-my-way';

/** When the crew expects to arrive, said in the text if chosen (a native list: the phone's own picker). */
const ARRIVAL_OPTIONS = [
  { value: '', label: "Don't say" },
  ...['10', '15', '20', '30', '45', '60', '90'].map((m) => ({ value: m, label: `${m} min` })),
];

export function JobOnMyWay({ id, token }: { id: number; token: string }) {
  const onMyWay = useOnMyWay(id, token);
  // '' says nothing of when.
  const [minutes, setMinutes] = useState('');
  return (
    <Stack gap="xs">
      <Divider />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Arriving in (optional)"
          data={ARRIVAL_OPTIONS}
          value={minutes}
          onChange={(event) => setMinutes(event.currentTarget.value)}
          w={170}
        />
        <Button
          size="md"
          variant="light"
          loading={onMyWay.isPending}
          onClick={() =>
            onMyWay.mutate(minutes ? Number(minutes) : undefined, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: 'The customer was texted that you are on your way.' }),
            })
          }
        >
          On my way
        </Button>
      </Group>
      {onMyWay.isSuccess && (
        <Text size="sm" c="teal.9" role="status">
          The customer was told you are on your way.
        </Text>
      )}
      {onMyWay.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(onMyWay.error)}
        </Alert>
      )}
    </Stack>
  );
}

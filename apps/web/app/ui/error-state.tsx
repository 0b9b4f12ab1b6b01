import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2}>{title}</Title>
        <Text c="gray.7" ta="center">
          {message}
        </Text>
        {onRetry && (
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Center>
  );
}

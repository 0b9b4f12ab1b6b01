/**
 * /pro/setup: the go-live checklist (GET /company/setup), each step linking to its screen, and "Go live"
 * (POST /company/go-live): a 409 lists what is still missing; once live, the company is offered at once.
 */
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SetupStep } from '@upkeep/contract';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useSetupStatus } from './api/get-setup-status';
import { useGoLive } from './api/go-live';
import { useToken } from './setup-api';

export const SETUP_TITLE = 'Setup';

/** Where each step is done. */
export const STEP_PATHS: Record<SetupStep, string> = {
  profile: '/pro/profile',
  services: '/pro/services',
  'zip-codes': '/pro/area',
  calendar: '/pro/hours',
};

export function SetupPage() {
  const token = useToken();
  const status = useSetupStatus(token);
  const goLive = useGoLive(token);

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <ProFrame title={SETUP_TITLE}>
        <ErrorState
          title="Could not load your setup"
          message={errorMessage(status.error, TRY_AGAIN_LATER)}
          onRetry={() => void status.refetch()}
        />
      </ProFrame>
    );
  }
  const { state, steps } = status.data;
  const remaining = steps.filter((s) => !s.done).length;
  const missing = goLive.error instanceof ApiError && goLive.error.statusCode === 409 ? goLive.error : null;

  return (
    <ProFrame
      title={SETUP_TITLE}
      description="Customers find you once your profile, services and prices, service area and hours are set and you go live."
    >
      {state === 'live' ? (
        <Alert
          color="teal"
          variant="light"
          title="You are live"
          role="status"
          styles={{ title: { color: 'var(--mantine-color-text)' }, label: { color: 'var(--mantine-color-text)' } }}
        >
          Customers in your service area can find and book you now. Keep your prices, area and hours up to date.
        </Alert>
      ) : state === 'suspended' ? (
        <Alert color="red" variant="light" title="Your company is suspended" role="alert">
          Customers cannot book you for now. Contact UpKeep to find out why.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Checklist">
        <Stack gap="xs">
          {steps.map((s) => (
            <Group
              key={s.step}
              justify="space-between"
              wrap="nowrap"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon
                  color={s.done ? 'teal' : 'gray'}
                  variant={s.done ? 'filled' : 'light'}
                  radius="xl"
                  aria-hidden
                >
                  {s.done ? '✓' : '·'}
                </ThemeIcon>
                <Stack gap={0}>
                  <Anchor component={Link} to={STEP_PATHS[s.step]} fw={600}>
                    {s.label}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    {s.done ? 'Done' : 'To do'}
                  </Text>
                </Stack>
              </Group>
              <Button component={Link} to={STEP_PATHS[s.step]} variant={s.done ? 'subtle' : 'light'} size="sm">
                {s.done ? 'Edit' : 'Set up'}
              </Button>
            </Group>
          ))}
        </Stack>
      </Paper>
      {missing && (
        <Alert color="orange" variant="light" title="Not live yet: still missing" role="alert">
          <Text size="sm">{missing.message}</Text>
          {(missing.errors?.length ?? 0) > 0 && (
            <List size="sm" mt="xs">
              {missing.errors?.map((e) => {
                const path = STEP_PATHS[e.field as SetupStep];
                return (
                  <List.Item key={`${e.field}-${e.message}`}>
                    {path ? (
                      <Anchor component={Link} to={path}>
                        {e.message}
                      </Anchor>
                    ) : (
                      e.message
                    )}
                  </List.Item>
                );
              })}
            </List>
          )}
        </Alert>
      )}
      {goLive.isError && !missing && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(goLive.error, 'Going live failed. Try again later.')}
        </Alert>
      )}
      {state === 'setting_up' && (
        <Group justify="space-between" align="center">
          <Badge color={remaining ? 'gray' : 'teal'} size="lg" variant="light">
            {remaining ? `${remaining} of ${steps.length} steps to do` : 'Ready to go live'}
          </Badge>
          <Button size="md" loading={goLive.isPending} onClick={() => goLive.mutate()}>
            Go live
          </Button>
        </Group>
      )}
    </ProFrame>
  );
}

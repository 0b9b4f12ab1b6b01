/**
 * "Sign out other sessions" (issue 47): every other browser and device signed in to the account is signed out; this
 * one goes on with the new token the server answers, which the realm's session keeps. In the active language (a crew
 * member's /pro/account is in theirs, issue 49).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { SecondFactorRealm } from '@upkeep/contract';
import { useId, useState } from 'react';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useSignOutOthers } from './api';

export function SessionsSection({
  realm,
  token,
  onNewToken,
}: {
  realm: SecondFactorRealm;
  token: string;
  onNewToken: (token: string) => void;
}) {
  const { i18n } = useLingui();
  const signOutOthers = useSignOutOthers(realm, token);
  const [done, setDone] = useState(false);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz={20} id={headingId}>
          <Trans>Sessions</Trans>
        </Title>
        <Text>
          <Trans>Signed in on a phone or computer you no longer use? Sign out everywhere but here.</Trans>
        </Text>
        {signOutOthers.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signOutOthers.error, i18n._(SERVER_ERROR))}
          </Alert>
        )}
        {done && (
          <Alert color="green" variant="light" role="status">
            <Trans>Every other session is signed out.</Trans>
          </Alert>
        )}
        <Button
          variant="default"
          loading={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: (fresh) => {
                setDone(true);
                onNewToken(fresh);
              },
            })
          }
        >
          <Trans>Sign out other sessions</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * UpKeep's console view of second factors (issue 47): who has which (UpKeep's staff, for administrators; a company's
 * users, on its page), and the reset of a lost one, asked first and audited on the server: the authenticator, its
 * recovery codes and the passkeys go, the person is signed out everywhere and sets up a new factor at their next
 * sign-in. It is never self-service: this is the way back for someone who lost both their phone and their codes.
 */
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { SecondFactorHolder } from '@upkeep/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useResetSecondFactor, useTeamSecondFactors } from './api';
import { FactorHolders } from './factor-holders';

export function SecondFactorsResetSection({
  token,
  companyId,
  roleLabel,
  canReset,
}: {
  token: string;
  /** A company's users; without it, UpKeep's staff. */
  companyId?: number;
  roleLabel: (role: string) => string;
  /** Whether this member may reset (administrators for staff; every staff member for a company's users). */
  canReset: boolean;
}) {
  const holders = useTeamSecondFactors('staff', token, companyId);
  const reset = useResetSecondFactor(token, companyId);
  const [resetting, setResetting] = useState<SecondFactorHolder | null>(null);
  const headingId = useId();
  const who = companyId === undefined ? 'Staff' : 'Company users';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Second factors
        </Title>
        {holders.isPending ? (
          <Loader size="sm" role="progressbar" aria-label="Loading the second factors" />
        ) : holders.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(holders.error)}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {holders.data.required
                ? `Required: anyone without one can only set it up.`
                : `Not required${companyId === undefined ? ' by the console settings' : ' by the company'}.`}
            </Text>
            <FactorHolders
              holders={holders.data.users}
              label={`${who} and their second factors`}
              roleLabel={roleLabel}
              action={
                canReset
                  ? (holder) =>
                      holder.authenticator || holder.passkeys > 0 ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setResetting(holder)}
                          aria-label={`Reset second factor of ${holder.name}`}
                        >
                          Reset…
                        </Button>
                      ) : null
                  : undefined
              }
            />
          </>
        )}
      </Stack>
      <ConfirmDialog
        subject={resetting}
        title="Reset this second factor?"
        confirmLabel="Reset second factor"
        color="red"
        action={reset}
        variables={(holder) => holder.id}
        done={(_, holder) => `${holder.name}'s second factor was reset.`}
        onClose={() => setResetting(null)}
      >
        {(holder) => (
          <Text>
            Only when {holder.name} has lost their phone and their recovery codes, and you have checked it is them.
            Their authenticator app, recovery codes and passkeys stop working, they are signed out everywhere, and they
            set up a new second factor at their next sign-in. This is recorded in the audit log.
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}

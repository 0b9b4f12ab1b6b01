/**
 * The company owner's part of /pro/account (issue 47): who in the team has a second factor, and the switch that
 * requires one of everybody (the owner sets up their own first: the server says so, and so does the switch).
 */
import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { COMPANY_ROLE_LABELS, type CompanyRole, hasSecondFactor } from '@upkeep/contract';
import { useId } from 'react';
import { errorMessage } from '../../lib/errors';
import { useSecondFactorPolicy, useSecondFactorState, useTeamSecondFactors } from './api';
import { FactorHolders } from './factor-holders';

export function TeamSecondFactorsSection({ token }: { token: string }) {
  const team = useTeamSecondFactors('company', token);
  const own = useSecondFactorState('company', token);
  const policy = useSecondFactorPolicy(token);
  const headingId = useId();
  const ownerHasOne = own.data ? hasSecondFactor(own.data) : false;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          Your team's second factors
        </Title>
        {team.isPending ? (
          <Loader size="sm" role="progressbar" aria-label="Loading your team" />
        ) : team.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(team.error)}
          </Alert>
        ) : (
          <>
            <Switch
              label="Require a second factor of everyone in the company"
              description={
                ownerHasOne
                  ? 'Anyone without one can only set it up until they have.'
                  : 'Set up your own authenticator app or passkey above first.'
              }
              checked={team.data.required}
              disabled={policy.isPending || (!ownerHasOne && !team.data.required)}
              onChange={(event) => policy.mutate(event.currentTarget.checked)}
            />
            {policy.error && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(policy.error)}
              </Alert>
            )}
            <FactorHolders
              holders={team.data.users}
              label="Team members and their second factors"
              roleLabel={(role) => COMPANY_ROLE_LABELS[role as CompanyRole] ?? role}
            />
            <Text size="sm" c="dark.5">
              Someone who lost their phone and their recovery codes asks UpKeep's support to reset their second factor.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

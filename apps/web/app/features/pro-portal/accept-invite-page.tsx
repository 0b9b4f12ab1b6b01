/**
 * /pro/accept-invite?token=…: the link of an invitation e-mail. The invited user (a new company's owner, or
 * office staff invited by the owner) chooses a password once, and is signed in: an owner whose company is
 * still setting up goes to the setup, everyone else to the jobs. A used or expired link says so.
 */
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptInviteRequest, type CompanyUser, PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { schemaErrors } from '../../lib/schema-errors';
import { useCompanySession } from '../../session/realm-session';
import { useAcceptInvite } from './api';
import { AuthCard } from './auth-card';
import { errorMessage } from './format';

export const ACCEPT_INVITE_TITLE = 'Accept your invitation';
export const ACCEPT_INVITE_DESCRIPTION = 'Choose the password you will sign in to the UpKeep company portal with.';

/** An owner whose company is not live yet sets it up first; everyone else starts with the jobs. */
export function landingAfterInvite(user: CompanyUser): string {
  return user.role === 'owner' && user.companyState === 'setting_up' ? '/pro/setup' : '/pro/jobs';
}

interface Values {
  Password: string;
  Confirm: string;
}

export function AcceptInvitePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { Password: '', Confirm: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = schemaErrors(
        acceptInviteRequest,
        { Token: token, Password: values.Password },
        { Password: 'Password' },
      );
      if (!values.Confirm) errors.Confirm = 'Please type the password again';
      else if (values.Confirm !== values.Password) errors.Confirm = 'The passwords do not match';
      return errors;
    },
  });

  if (!token) {
    return (
      <AuthCard title={ACCEPT_INVITE_TITLE}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert">
            This page needs the link from your invitation e-mail. Open the link in the e-mail again, or ask whoever
            invited you to send a new invitation.
          </Alert>
          <Anchor component={Link} to="/pro/sign-in">
            Already have a password? Sign in
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = form.onSubmit((values) => {
    accept.mutate(
      { Token: token, Password: values.Password },
      {
        onSuccess: (session) => {
          useCompanySession.getState().signedIn(session);
          navigate(landingAfterInvite(session.user), { replace: true });
        },
        onError: (error) => {
          const passwordProblem = error instanceof ApiError && error.errors?.find((e) => e.field === 'Password');
          if (passwordProblem) form.setFieldError('Password', `Password ${passwordProblem.message}`);
        },
      },
    );
  });

  const failed = accept.error instanceof ApiError && accept.error.errors?.some((e) => e.field === 'Password');

  return (
    <AuthCard title={ACCEPT_INVITE_TITLE} description={ACCEPT_INVITE_DESCRIPTION}>
      <form onSubmit={onSubmit} noValidate aria-label="Accept your invitation">
        <Stack gap="md">
          {accept.error && !failed && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap={6}>
                <Text size="sm">{errorMessage(accept.error)}</Text>
                <Anchor component={Link} to="/pro/sign-in" size="sm">
                  Go to sign-in
                </Anchor>
              </Stack>
            </Alert>
          )}
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            required
            size="md"
            {...form.getInputProps('Password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            size="md"
            {...form.getInputProps('Confirm')}
          />
          <Button type="submit" size="md" loading={accept.isPending} fullWidth>
            Set password and sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * "Change password" of the company portal's and the staff console's account screens: the current password, the
 * new one typed twice, checked with the contract's schema before anything is sent. The server signs out every
 * other session and answers a fresh token for this one, which the realm's session keeps (`onChanged`). Its words,
 * and its checks', are in the catalogue (a crew member's /pro/account is in their language, issue 49).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, type RealmChangePasswordRequest, realmChangePasswordRequest } from '@upkeep/contract';
import { useState } from 'react';
import { PASSWORD_UPDATE_FAILED, PASSWORD_UPDATED } from '../i18n/spec-messages-account';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errors';
import { schemaErrors } from '../lib/schema-errors';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
type Field = 'currentPassword' | 'newPassword';

/** The fields' English labels, which the contract's reasons follow ('Current password is required'). */
const LABELS: Record<Field, string> = { currentPassword: 'Current password', newPassword: 'New password' };

/**
 * The reasons the contract's schema (and the server, for a wrong current password) gives for a field, each as a
 * whole sentence with the field, so that another language makes them agree ('La contraseña actual es obligatoria').
 * The English reads as before: the label, then the reason.
 */
const REASONS: readonly {
  english: RegExp;
  words: Partial<Record<Field, (values: Partial<Record<string, string>>) => MessageDescriptor>>;
}[] = [
  { english: /^is required$/, words: { currentPassword: () => msg`Current password is required` } },
  { english: /^is incorrect$/, words: { currentPassword: () => msg`Current password is incorrect` } },
  {
    english: /^must be at least (?<min>\d+) characters$/,
    words: { newPassword: ({ min = '' }) => msg`New password must be at least ${min} characters` },
  },
  {
    english: /^must be at most (?<max>\d+) characters$/,
    words: {
      currentPassword: ({ max = '' }) => msg`Current password must be at most ${max} characters`,
      newPassword: ({ max = '' }) => msg`New password must be at most ${max} characters`,
    },
  },
];

/** A field's problem in the active language: a known reason as its sentence, another after the field's label. */
function fieldProblem(i18n: I18n, field: Field, reason: string): string {
  for (const known of REASONS) {
    const match = known.english.exec(reason);
    const words = match && known.words[field];
    if (words) return i18n._(words(match.groups ?? {}));
  }
  const label = field === 'currentPassword' ? i18n._(msg`Current password`) : i18n._(msg`New password`);
  return `${label} ${reason}`;
}

export function RealmChangePasswordForm({
  change,
  onChanged,
}: {
  /** The realm's change call, answering the fresh token. */
  change: UseMutationResult<string, Error, RealmChangePasswordRequest>;
  onChanged: (token: string) => void;
}) {
  const { i18n, t } = useLingui();
  const [changed, setChanged] = useState(false);
  // Mantine's own name for the eye button, in the screen's language.
  const toggle = { 'aria-label': t`Toggle password visibility` };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: (values) => {
      const english = schemaErrors(
        realmChangePasswordRequest,
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        LABELS,
      );
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const field of Object.keys(english) as Field[]) {
        errors[field] = fieldProblem(i18n, field, english[field]?.slice(LABELS[field].length + 1) ?? '');
      }
      if (!values.confirm) errors.confirm = i18n._(msg`Please type the new password again`);
      else if (values.confirm !== values.newPassword) errors.confirm = i18n._(msg`The passwords do not match`);
      return errors;
    },
  });

  const onSubmit = form.onSubmit((values) => {
    setChanged(false);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (token) => {
          onChanged(token);
          setChanged(true);
          form.reset();
        },
        onError: (error) => {
          for (const issue of error instanceof ApiError ? (error.errors ?? []) : []) {
            if (issue.field === 'currentPassword' || issue.field === 'newPassword') {
              form.setFieldError(issue.field, fieldProblem(i18n, issue.field, issue.message));
            }
          }
        },
      },
    );
  });

  const fieldRefused =
    change.error instanceof ApiError &&
    change.error.errors?.some((e) => e.field === 'currentPassword' || e.field === 'newPassword');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
      <Stack gap="md" maw={420}>
        {changed && (
          <Alert color="teal" variant="light" role="status">
            {i18n._(PASSWORD_UPDATED)} <Trans>Your other sessions were signed out.</Trans>
          </Alert>
        )}
        {change.error && !fieldRefused && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(change.error, i18n._(PASSWORD_UPDATE_FAILED))}
          </Alert>
        )}
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t`Confirm new password`}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={change.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

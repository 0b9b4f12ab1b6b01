/**
 * A team member's new-booking alerts on /pro/team (issue 26): "Tell me about new bookings" (e-mail, and a text
 * to the mobile number when there is one) and the mobile number. A user changes their own, the owner anyone's;
 * the owner's alerts are always on (shown so, not switchable). Others see the choice only.
 */
import { Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyTeamMember, phoneNumberDigits } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { useUpdateMemberAlerts } from './api/update-member-alerts';

export const ALERTS_LABEL = 'Tell me about new bookings';

export function MemberAlerts({
  token,
  member,
  editable,
  mine,
}: {
  token: string;
  member: CompanyTeamMember;
  /** The caller may change them (their own, or the owner's for anyone). */
  editable: boolean;
  mine: boolean;
}) {
  const update = useUpdateMemberAlerts(token);
  const [phone, setPhone] = useState(member.phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const owner = member.role === 'owner';
  const who = mine ? 'you' : member.name;
  const description = owner
    ? 'Always on for the owner: every new booking and estimate request, by e-mail and text.'
    : `E-mail${member.phoneNumber ? ' and a text' : ''} to ${who} for every new booking and estimate request.`;
  const summary = (
    <Text size="sm" c="gray.7">
      {owner || member.bookingAlerts
        ? `Told about new bookings${member.phoneNumber ? ` (texts to ${member.phoneNumber})` : ''}`
        : 'Not told about new bookings'}
    </Text>
  );
  if (!editable || !open) {
    return (
      <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
        {summary}
        {editable && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={false}
            aria-label={mine ? 'Change alerts: yours' : `Change alerts: ${member.name}`}
            onClick={() => setOpen(true)}
          >
            Change alerts
          </Button>
        )}
      </Group>
    );
  }
  const savePhone = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = phoneNumberDigits(phone);
    if (digits !== '' && !/^[0-9]{10}$/.test(digits)) {
      setPhoneError('Mobile number must have 10 digits');
      return;
    }
    setPhoneError(null);
    update.mutate(
      { userId: member.id, phoneNumber: digits },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: digits ? 'The mobile number was saved.' : 'The mobile number was removed.',
          }),
        onError: (error) => {
          const issue = fieldIssues(error).find((i) => i.field === 'phoneNumber');
          if (issue) setPhoneError(`Mobile number ${issue.message}`);
        },
      },
    );
  };
  return (
    <Stack gap="xs" mt="sm" aria-label={`New-booking alerts of ${member.name}`} role="group">
      {update.error && !fieldIssues(update.error).length && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error)}
        </Alert>
      )}
      <Switch
        label={ALERTS_LABEL}
        description={description}
        checked={owner || member.bookingAlerts}
        disabled={owner || update.isPending}
        onChange={(event) =>
          update.mutate(
            { userId: member.id, bookingAlerts: event.currentTarget.checked },
            {
              onSuccess: (saved) =>
                notifications.show({
                  color: 'teal',
                  message: saved.bookingAlerts
                    ? `${mine ? 'You' : saved.name} will be told about new bookings.`
                    : `${mine ? 'You' : saved.name} will no longer be told about new bookings.`,
                }),
            },
          )
        }
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" aria-expanded onClick={() => setOpen(false)}>
          Done
        </Button>
      </Group>
      <form onSubmit={savePhone} noValidate>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Mobile number for texts"
            description={owner ? 'Empty: texts go to the company phone.' : 'Optional: 10 digits.'}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            error={phoneError}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="light" loading={update.isPending} aria-label={`Save number: ${member.name}`}>
            Save number
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

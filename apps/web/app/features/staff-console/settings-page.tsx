/**
 * /staff/settings: the marketplace's rules as data (booking fee, reschedule policy, commission, hold and
 * expiry durations, the team's address), each with its description and its current value written for a
 * person. Administrators change each one with its own small form, checked by the contract's schema before it
 * is sent (the server's 400 message shown as it comes); support staff read them only.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SettingItem, SettingKey } from '@upkeep/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useStaffSession } from '../../session/realm-session';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useSettings } from './api/get-settings';
import { useUpdateSetting } from './api/update-setting';
import { detailedErrorMessage } from './format';
import {
  isSettingKey,
  parseSetting,
  SETTING_VIEWS,
  type SettingField,
  settingFieldName,
  settingInputs,
  settingRange,
  settingSummary,
} from './settings-model';

export const STAFF_SETTINGS_TITLE = 'Settings';

export function StaffSettingsPage() {
  const token = useStaffSession((s) => s.token) ?? '';
  const isAdmin = useStaffSession((s) => s.user?.role === 'admin');
  const settings = useSettings(token);
  return (
    <ProFrame
      title={STAFF_SETTINGS_TITLE}
      description="The marketplace's rules: they apply at once to new bookings, checkouts and messages."
    >
      {!isAdmin && (
        <Alert color="blue" variant="light">
          <Text fw={700} c="dark.8" size="sm" mb={4}>
            Read only
          </Text>
          Only administrators change settings. Ask one if a value should change.
        </Alert>
      )}
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the settings"
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data.length === 0 ? (
        <Text role="status" ta="center" py="xl">
          No settings yet.
        </Text>
      ) : (
        <Stack gap="md">
          {settings.data.map((setting) => (
            <SettingCard key={setting.key} token={token} setting={setting} editable={isAdmin} />
          ))}
        </Stack>
      )}
    </ProFrame>
  );
}

function SettingCard({ token, setting, editable }: { token: string; setting: SettingItem; editable: boolean }) {
  const headingId = useId();
  const known = isSettingKey(setting.key);
  const title = known ? SETTING_VIEWS[setting.key as SettingKey].title : setting.key;
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {setting.description}
        </Text>
        <Text>
          <Text span c="gray.7">
            Current value:{' '}
          </Text>
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`setting-${setting.key}`}>
            {settingSummary(setting.key, setting.value)}
          </Text>
        </Text>
        {editable && known && (
          <SettingForm
            key={JSON.stringify(setting.value)}
            token={token}
            settingKey={setting.key as SettingKey}
            title={title}
            value={setting.value}
          />
        )}
      </Stack>
    </Card>
  );
}

function SettingForm({
  token,
  settingKey,
  title,
  value,
}: {
  token: string;
  settingKey: SettingKey;
  title: string;
  value: unknown;
}) {
  const update = useUpdateSetting(token);
  const [inputs, setInputs] = useState(() => settingInputs(settingKey, value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = SETTING_VIEWS[settingKey].fields;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseSetting(settingKey, inputs);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { key: settingKey, value: parsed.value },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'teal',
            message: `${title} is now ${settingSummary(saved.key, saved.value)}.`,
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Change ${title.toLowerCase()}`}>
      <Stack gap="sm" mt="xs">
        {update.error && (
          <Alert color="red" variant="light" role="alert">
            {detailedErrorMessage(update.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: fields.length }} spacing="sm">
          {fields.map((field) => (
            <SettingInput
              key={settingFieldName(field)}
              settingKey={settingKey}
              field={field}
              value={inputs[settingFieldName(field)] ?? ''}
              error={errors[settingFieldName(field)]}
              onChange={(text) => setInputs((current) => ({ ...current, [settingFieldName(field)]: text }))}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {update.isSuccess && (
            <Badge color="teal" variant="light" c="dark.8" role="status">
              Saved
            </Badge>
          )}
          <Button type="submit" loading={update.isPending}>
            Save {title.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingInput({
  settingKey,
  field,
  value,
  error,
  onChange,
}: {
  settingKey: SettingKey;
  field: SettingField;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const common = {
    label: field.label,
    required: true,
    value,
    error,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.value),
  };
  if (field.kind === 'email') return <TextInput {...common} type="email" autoComplete="off" />;
  if (field.kind === 'boolean') {
    return (
      <Switch
        label={field.label}
        checked={value === 'true'}
        error={error}
        onChange={(e) => onChange(String(e.currentTarget.checked))}
      />
    );
  }
  return (
    <TextInput
      {...common}
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      description={settingRange(settingKey, field)}
      leftSection={field.kind === 'cents' ? <span aria-hidden="true">$</span> : undefined}
      rightSection={field.kind === 'percent' ? <span aria-hidden="true">%</span> : undefined}
    />
  );
}

/**
 * A plan's request to move its visits (issue 31) while it waits for the company, with the way to withdraw it. The
 * request's form is plan-move-dialog.tsx, loaded when first opened.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Plan } from '@upkeep/contract';
import { SERVER_ERROR } from '../../i18n/spec-messages-account';
import { errorMessage } from '../../lib/errors';
import { useWithdrawPlanMove } from './api/move-plan';
import { usePlanWords } from './format';

/** The request waiting for the company, and the way to withdraw it. */
export function MoveRequestNotice({ plan, token }: { plan: Plan; token: string }) {
  const withdraw = useWithdrawPlanMove(plan.id, token);
  const { t, i18n } = useLingui();
  const words = usePlanWords().moveRequest(plan);
  if (!words) return null;
  return (
    <Alert color="blue" variant="light" title={t`Move requested`}>
      <Stack gap="xs">
        <Text size="sm">{words}</Text>
        {withdraw.error && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(withdraw.error, i18n._(SERVER_ERROR))}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="sm"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () =>
                  notifications.show({
                    color: 'teal',
                    message: t`Request withdrawn: your visits keep their day and time.`,
                  }),
              })
            }
          >
            <Trans>Withdraw</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

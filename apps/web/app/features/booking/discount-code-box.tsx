import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DISCOUNT_APPLIED, DISCOUNT_UNAVAILABLE } from '../../i18n/spec-messages-booking';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/store';
import { useCheckDiscountCode } from './api/check-discount-code';

/** A signed-in customer's discount code (spec 000 section 5: not for guests), checked for the booking's service. */
export function DiscountCodeBox({ serviceId, disabled }: { serviceId: number; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const applied = useSession((s) => s.discountCode);
  const token = useSession((s) => s.token);
  const pending = useSession((s) => s.pendingDiscountCode);
  const [code, setCode] = useState(pending ?? '');
  const [outcome, setOutcome] = useState<'applied' | 'unavailable' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useCheckDiscountCode();

  const apply = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || !token) return;
    setFailure(null);
    check.mutate(
      { code: trimmed, serviceId, token },
      {
        onSuccess: (discount) => {
          useSession.getState().applyDiscountCode({
            id: discount.id,
            code: discount.code,
            amount: discount.amount,
            percentage: discount.percentage,
          });
          setOutcome('applied');
        },
        onError: (err) => {
          useSession.getState().refuseDiscountCode();
          // A refused code is 'Unavailable code.'; anything else (the network, too many tries) says what it was.
          if (err instanceof ApiError && (err.statusCode === 400 || err.statusCode === 404)) setOutcome('unavailable');
          else {
            setOutcome(null);
            setFailure(err.message);
          }
        },
      },
    );
  };

  // A code a marketing link carried is tried once, as if the customer had typed it.
  const triedPending = useRef(false);
  useEffect(() => {
    if (pending && !applied && !triedPending.current) {
      triedPending.current = true;
      apply(pending);
    }
  });

  if (applied) {
    return (
      <Group justify="space-between" align="center">
        <Text size="sm" role="status">
          <strong>{applied.code}</strong>: {i18n._(DISCOUNT_APPLIED)}
        </Text>
        {!disabled && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              useSession.getState().removeDiscountCode();
              setOutcome(null);
            }}
          >
            <Trans>Remove code</Trans>
          </Button>
        )}
      </Group>
    );
  }

  return (
    <form
      aria-label={t`Discount code`}
      onSubmit={(event) => {
        event.preventDefault();
        apply(code);
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t`Discount code`}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setOutcome(null);
          }}
          error={outcome === 'unavailable' ? i18n._(DISCOUNT_UNAVAILABLE) : (failure ?? undefined)}
          disabled={disabled}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={25} loading={check.isPending} disabled={disabled || !code.trim()}>
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </form>
  );
}

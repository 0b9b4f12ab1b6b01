/**
 * A dialog that asks for the reason (or comment) a change needs before it is made: the staff console's
 * suspensions, moderation, renames, blocks and status moves. The reason is trimmed and checked with the
 * contract's rule (required, at most `max`) before `onConfirm` gets it.
 *
 * Two ways to act on it: `onConfirm` answers a promise, and the dialog shows itself busy, closes when it
 * resolves and says why when it fails; or the caller acts (a mutation) and passes its `pending` and `error`,
 * and closes the dialog itself. Mount it with a `key` per subject when the typed reason must not carry over.
 */
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { requiredText, STAFF_REASON_MAX } from '@upkeep/contract';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export function ReasonDialog({
  opened,
  title,
  children,
  label = 'Reason',
  description,
  confirmLabel,
  cancelLabel = 'Not now',
  color,
  max = STAFF_REASON_MAX,
  pending = false,
  error,
  describe = errorMessage,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What the change does, said before it is made. */
  children?: React.ReactNode;
  label?: string;
  /** A line under the field's label. */
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  max?: number;
  /** The caller's own action is under way (when `onConfirm` does not answer a promise). */
  pending?: boolean;
  /** What the caller's own action's failure says (null when it has not failed). */
  error?: string | null;
  /** What a failure of the promise `onConfirm` answered says. */
  describe?: (error: unknown) => string;
  onConfirm: (reason: string) => unknown;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setProblem(null);
    setFailure(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = requiredText(max).safeParse(reason);
    if (!parsed.success) {
      setProblem(`${label} ${parsed.error.issues[0]?.message ?? 'is required'}`);
      return;
    }
    setProblem(null);
    setFailure(null);
    const acting = onConfirm(parsed.data);
    if (!isThenable(acting)) return;
    setBusy(true);
    try {
      await acting;
      close();
    } catch (err) {
      setFailure(describe(err));
    } finally {
      setBusy(false);
    }
  };
  const shownFailure = failure ?? error;
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          <Textarea
            label={label}
            description={description}
            required
            rows={3}
            maxLength={max}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {shownFailure && (
            <Alert color="red" variant="light" role="alert">
              {shownFailure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={color} loading={pending || busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

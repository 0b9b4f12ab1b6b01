/**
 * /staff/partner-requests: companies that asked to join. New ones first by default; staff approve one (the
 * company is created, not live yet, and its owner is mailed an invitation) or decline it with a reason
 * (mailed to the requester).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  declinePartnerRequest,
  PARTNER_REQUEST_STATUSES,
  type PartnerRequestItem,
  type PartnerRequestStatus,
} from '@upkeep/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { formatValleyDay } from '../../lib/format';
import { useStaffToken } from '../../session/realm-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { useApprovePartner } from './api/approve-partner-request';
import { useDeclinePartner } from './api/decline-partner-request';
import { usePartnerRequests } from './api/get-partner-requests';

export const PARTNER_REQUESTS_TITLE = 'Partner requests';

const FILTERS = [
  { value: 'new', label: 'New' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const STATUS_COLORS: Record<PartnerRequestStatus, string> = { new: 'yellow', approved: 'teal', declined: 'red' };

function statusOf(value: string | null): PartnerRequestStatus | undefined {
  if (value === 'all') return undefined;
  return PARTNER_REQUEST_STATUSES.find((s) => s === value) ?? 'new';
}

type Pending = { kind: 'approve' | 'decline'; request: PartnerRequestItem } | null;

export function PartnerRequestsPage() {
  const token = useStaffToken() ?? '';
  const [search, setSearch] = useSearchParams();
  const filter = search.get('status') ?? 'new';
  const status = statusOf(filter);
  const requests = usePartnerRequests(token, status);
  const [pending, setPending] = useState<Pending>(null);

  return (
    <Container size={900} px={0} pb="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {PARTNER_REQUESTS_TITLE}
          </Title>
          <Text c="gray.7">Approving creates the company (not live yet) and e-mails its owner an invitation.</Text>
        </Stack>
        <SegmentedControl
          aria-label="Status"
          value={status ?? 'all'}
          onChange={(value) => setSearch(value === 'new' ? {} : { status: value })}
          data={FILTERS}
          fullWidth
        />
        {requests.isPending ? (
          <PageLoader />
        ) : requests.isError ? (
          <ErrorState
            title="Could not load the partner requests"
            message={errorMessage(requests.error)}
            onRetry={() => void requests.refetch()}
          />
        ) : requests.data.length === 0 ? (
          <Text size="lg" ta="center" py="xl" role="status">
            {status === 'new' ? 'No new partner requests.' : 'No partner requests here.'}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Partner requests">
            {requests.data.map((request) => (
              <RequestCard key={request.id} request={request} onAct={setPending} />
            ))}
          </Stack>
        )}
        <ApproveDialog token={token} pending={pending} onClose={() => setPending(null)} />
        <DeclineDialog
          key={pending?.request.id ?? 0}
          token={token}
          pending={pending}
          onClose={() => setPending(null)}
        />
      </Stack>
    </Container>
  );
}

function RequestCard({ request, onAct }: { request: PartnerRequestItem; onAct: (pending: Pending) => void }) {
  const place = [request.city, request.state, request.zipCode].filter(Boolean).join(', ');
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={request.companyName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {request.companyName}
          </Title>
          <Badge color={STATUS_COLORS[request.status]} c="dark.8" variant="light" radius="sm">
            {request.status}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          Requested {formatValleyDay(request.createdDate)} · #{request.id}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          <a href={`mailto:${request.email}`}>{request.email}</a>
          {request.phone && (
            <>
              {' · '}
              <a href={`tel:${request.phone}`}>{request.phone}</a>
            </>
          )}
        </Text>
        {request.services && <Text>Services: {request.services}</Text>}
        {place && <Text>{place}</Text>}
        <Text size="sm">
          {request.isInsured ? 'Insured' : 'Not insured'} · {request.isLicensed ? 'Licensed' : 'Not licensed'}
        </Text>
        {request.declineReason && (
          <Text size="sm" c="red.8">
            Declined: {request.declineReason}
          </Text>
        )}
        {request.companyId !== null && (
          <Text size="sm" c="gray.7">
            Company #{request.companyId}
          </Text>
        )}
        {request.status === 'new' && (
          <Group gap="sm" mt="xs" grow>
            <Button size="md" onClick={() => onAct({ kind: 'approve', request })}>
              Approve
            </Button>
            <Button size="md" color="red" variant="outline" onClick={() => onAct({ kind: 'decline', request })}>
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ApproveDialog({ token, pending, onClose }: { token: string; pending: Pending; onClose: () => void }) {
  const approve = useApprovePartner(token);
  return (
    <ConfirmDialog
      subject={pending?.kind === 'approve' ? pending.request : null}
      title="Approve this partner?"
      confirmLabel="Approve"
      action={approve}
      variables={(request) => request.id}
      done={(_, request) => `${request.companyName} approved: the owner was e-mailed an invitation.`}
      onClose={onClose}
    >
      {(request) => (
        <Text>
          {request.companyName} becomes a company on UpKeep (not live until it finishes its setup), and {request.email}{' '}
          is e-mailed an invitation to set a password.
        </Text>
      )}
    </ConfirmDialog>
  );
}

function DeclineDialog({ token, pending, onClose }: { token: string; pending: Pending; onClose: () => void }) {
  const decline = useDeclinePartner(token);
  const request = pending?.kind === 'decline' ? pending.request : null;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    decline.reset();
    onClose();
  };
  const submit = () => {
    if (!request) return;
    const parsed = declinePartnerRequest.safeParse({ reason });
    if (!parsed.success) {
      setProblem(`Reason ${parsed.error.issues[0]?.message ?? 'is required'}`);
      return;
    }
    setProblem(null);
    decline.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: `${request.companyName} declined: the reason was e-mailed to them.`,
          });
          setReason('');
          close();
        },
      },
    );
  };
  return (
    <Modal opened={request !== null} onClose={close} title="Decline this partner?" centered>
      {request && (
        <Stack gap="md">
          <Text>The reason is e-mailed to {request.email}.</Text>
          <Textarea
            label="Reason"
            required
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem}
          />
          {decline.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(decline.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button color="red" loading={decline.isPending} onClick={submit}>
              Decline
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

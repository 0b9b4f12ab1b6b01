/**
 * /staff/companies/:id: one company with its contact and state; suspend or reinstate it with a reason (a
 * suspended company leaves offer search at once, its booked jobs stay); its commission (administrators
 * only); its users, each deactivated (after a confirmation) or reactivated; its recent jobs; a month's
 * earnings (GET /staff/companies/{id}?Month=YYYY-MM); its licence and insurance, checked here (issue 32).
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  adjustmentLabel,
  CANCELLATION_FEES_LABEL,
  COMPANY_ROLE_LABELS,
  type CompanyRole,
  type CompanyTeamMember,
  cancellationFeeLabel,
  commissionWords,
  type earningsResponse,
  type StaffCompany,
  type StaffTicketListItem,
  updateStaffCompanyRequest,
  valleyToday,
} from '@upkeep/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { SecondFactorsResetSection } from '../../shared/second-factor/reset-section';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { ReasonDialog } from '../../ui/reason-dialog';
import { AccessButton, MemberStateBadge } from '../../ui/team-members';
import { useStaffCompany } from './api/get-staff-company';
import { useResendOwnerInvitation } from './api/resend-owner-invitation';
import { useUpdateStaffCompany } from './api/update-staff-company';
import { useUpdateStaffCompanyUser } from './api/update-staff-company-user';
import { CredentialsSection } from './credentials-section';
import {
  CompanyStateBadge,
  commissionText,
  EmptyLine,
  formatDate,
  MarketTable,
  scoreText,
  useIsAdmin,
  useToken,
} from './market-ui';

export const SUSPEND_NOTE =
  'A suspended company disappears from offer search at once. Its booked jobs stay: decide on each one from its ticket.';

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as 'November 2026'. */
function monthLabel(month: string): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function CompanyPage() {
  const token = useToken();
  const id = Number(useParams().id) || 0;
  const [month, setMonth] = useState(() => valleyToday().slice(0, 7));
  const detail = useStaffCompany(token, id, month);

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <ProFrame size="lg" title="Company">
        <ErrorState
          title="Could not load this company"
          message={errorMessage(detail.error, TRY_AGAIN_LATER)}
          onRetry={() => void detail.refetch()}
        />
        <Anchor component={Link} to="/staff/companies">
          Back to the companies
        </Anchor>
      </ProFrame>
    );
  }
  const { company, owner, users, jobs, earnings } = detail.data;
  return (
    <ProFrame size="lg" title={company.name}>
      <Anchor component={Link} to="/staff/companies" size="sm">
        ← All companies
      </Anchor>
      <CompanySummary company={company} token={token} />
      {owner && <OwnerSection companyId={company.id} owner={owner} token={token} />}
      <UsersSection companyId={company.id} users={users} token={token} />
      <SecondFactorsResetSection
        token={token}
        companyId={company.id}
        canReset
        roleLabel={(role) => COMPANY_ROLE_LABELS[role as CompanyRole] ?? role}
      />
      <CommissionSection company={company} token={token} />
      <CredentialsSection companyId={company.id} token={token} />
      <Stack gap="sm" component="section" aria-labelledby="recent-jobs">
        <Title order={2} size="h3" id="recent-jobs">
          Recent jobs
        </Title>
        {jobs.length === 0 ? <Text c="gray.7">No jobs yet.</Text> : <JobsTable jobs={jobs} />}
      </Stack>
      <EarningsSection month={month} onMonth={setMonth} earnings={earnings} />
    </ProFrame>
  );
}

function CompanySummary({ company, token }: { company: StaffCompany; token: string }) {
  const update = useUpdateStaffCompany(token, company.id);
  const [dialog, setDialog] = useState(false);
  const suspended = company.state === 'suspended';
  // What the dialog does, fixed when it opens: the company's state changes as the answer comes, and the dialog must
  // not turn into the other one (its title and button) while it closes.
  const [reinstating, setReinstating] = useState(suspended);
  const close = () => {
    update.reset();
    setDialog(false);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="The company">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <CompanyStateBadge state={company.state} />
            <Text size="sm" c="gray.7">
              #{company.id}
              {company.liveAt ? ` · live since ${formatDate(company.liveAt)}` : ''}
            </Text>
          </Group>
          <Button
            color={suspended ? 'teal' : 'red'}
            variant={suspended ? 'filled' : 'outline'}
            onClick={() => {
              setReinstating(suspended);
              setDialog(true);
            }}
          >
            {suspended ? 'Reinstate' : 'Suspend'}
          </Button>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          {company.phoneNumber && (
            <>
              {' · '}
              <a href={`tel:${company.phoneNumber}`}>{company.phoneNumber}</a>
            </>
          )}
        </Text>
        <Text size="sm">
          Score: {scoreText(company)} · Jobs: {company.jobCount} ({company.openJobCount} open)
        </Text>
        {suspended && (
          <Alert color="red" variant="light" title="Suspended">
            {company.suspendedAt ? `Since ${formatDate(company.suspendedAt)}. ` : ''}
            {company.suspendedReason ? `Reason: ${company.suspendedReason}` : ''}
          </Alert>
        )}
      </Stack>
      <ReasonDialog
        key={`${company.id}-${reinstating}-${dialog}`}
        opened={dialog}
        title={reinstating ? `Reinstate ${company.name}?` : `Suspend ${company.name}?`}
        confirmLabel={reinstating ? 'Reinstate' : 'Suspend'}
        color={reinstating ? 'teal' : 'red'}
        description="Kept in the audit log."
        cancelLabel="Cancel"
        pending={update.isPending}
        error={update.error ? errorMessage(update.error, TRY_AGAIN_LATER) : null}
        onClose={close}
        onConfirm={(reason) =>
          update.mutate(
            { suspended: !reinstating, reason },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: reinstating ? `${company.name} is reinstated.` : `${company.name} is suspended.`,
                });
                close();
              },
            },
          )
        }
      >
        <Text>{reinstating ? 'The company appears in offer search again, as its setup allows.' : SUSPEND_NOTE}</Text>
      </ReasonDialog>
    </Paper>
  );
}

/** Who owns the company, and for an owner who never chose a password, their invitation sent again. */
function OwnerSection({
  companyId,
  owner,
  token,
}: {
  companyId: number;
  owner: { name: string; email: string; status: 'active' | 'invited' };
  token: string;
}) {
  const resend = useResendOwnerInvitation(token, companyId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Owner">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>Owner: {owner.name}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
            {owner.status === 'invited' ? ' · invited, has not chosen a password yet' : ''}
          </Text>
        </Stack>
        {owner.status === 'invited' && (
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            Send the invitation again
          </Button>
        )}
      </Group>
      {resend.isSuccess && (
        <Text size="sm" c="teal.9" mt="xs" role="status">
          A new invitation was sent to {owner.email}. Earlier links no longer work.
        </Text>
      )}
      {resend.error && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(resend.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * Everyone who can sign in to the company's portal. Staff take access back from a user (an office worker who
 * left, or the owner themself) and give it again; each change is in the audit log.
 */
function UsersSection({ companyId, users, token }: { companyId: number; users: CompanyTeamMember[]; token: string }) {
  const update = useUpdateStaffCompanyUser(token, companyId);
  const [deactivating, setDeactivating] = useState<CompanyTeamMember | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-users">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-users">
          Users
        </Title>
        {update.error && !deactivating && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error, TRY_AGAIN_LATER)}
          </Alert>
        )}
        {users.length === 0 ? (
          <EmptyLine>No users yet.</EmptyLine>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Company users">
            {users.map((user) => (
              <Group component="li" key={user.id} justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600}>{user.name}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color="gray" c="dark.8" radius="sm">
                    {COMPANY_ROLE_LABELS[user.role]}
                  </Badge>
                  <MemberStateBadge
                    state={!user.active ? 'deactivated' : user.status === 'active' ? 'active' : 'invited'}
                  />
                  <AccessButton
                    name={user.name}
                    active={user.active}
                    size="xs"
                    reactivating={update.isPending && update.variables?.userId === user.id}
                    onDeactivate={() => setDeactivating(user)}
                    onReactivate={() =>
                      update.mutate(
                        { userId: user.id, active: true },
                        {
                          onSuccess: (saved) =>
                            notifications.show({ color: 'teal', message: `${saved.name} can sign in again.` }),
                        },
                      )
                    }
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        subject={deactivating}
        title="Deactivate this company user?"
        confirmLabel="Deactivate"
        color="red"
        action={update}
        variables={(user) => ({ userId: user.id, active: false })}
        done={(saved) => `${saved.name} can no longer sign in.`}
        describe={(error) => errorMessage(error, TRY_AGAIN_LATER)}
        onClose={() => setDeactivating(null)}
      >
        {(user) => (
          <Text>
            {user.name} ({user.email}) is signed out everywhere at once and cannot sign in to the company portal until
            reactivated.
            {user.status === 'invited' ? ' Their invitation link stops working.' : ''}
          </Text>
        )}
      </ConfirmDialog>
    </Paper>
  );
}

function CommissionSection({ company, token }: { company: StaffCompany; token: string }) {
  const admin = useIsAdmin();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="commission">
      <Stack gap="sm">
        <Title order={2} size="h3" id="commission">
          Commission
        </Title>
        <Text>{commissionText(company)}</Text>
        {admin ? (
          <CommissionEditor key={`${company.id}-${company.commissionOverride}`} company={company} token={token} />
        ) : (
          <Text size="sm" c="gray.7">
            Only administrators change a company's commission.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function CommissionEditor({ company, token }: { company: StaffCompany; token: string }) {
  const update = useUpdateStaffCompany(token, company.id);
  const [useMarketplace, setUseMarketplace] = useState(company.commissionOverride === null);
  const [percent, setPercent] = useState<string | number>(company.commissionOverride ?? company.commissionPercent);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const value = useMarketplace ? null : percent === '' ? Number.NaN : Number(percent);
    const parsed = updateStaffCompanyRequest.safeParse({ commissionPercent: value });
    if (!parsed.success || (value !== null && Number.isNaN(value))) {
      setProblem('Commission must be a number from 0 to 100');
      return;
    }
    setProblem(null);
    update.mutate(
      { commissionPercent: value },
      { onSuccess: () => notifications.show({ color: 'teal', message: `${company.name}'s commission is saved.` }) },
    );
  };
  return (
    <Stack gap="sm">
      <Checkbox
        label="Use the marketplace rate"
        checked={useMarketplace}
        onChange={(e) => setUseMarketplace(e.currentTarget.checked)}
      />
      <Group align="flex-end" gap="sm">
        <NumberInput
          hideControls
          label="Commission (%)"
          min={0}
          max={100}
          decimalScale={2}
          value={percent}
          onChange={setPercent}
          disabled={useMarketplace}
          error={problem}
          style={{ flex: '0 1 200px' }}
        />
        <Button onClick={save} loading={update.isPending}>
          Save commission
        </Button>
      </Group>
      {update.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error, TRY_AGAIN_LATER)}
        </Alert>
      )}
    </Stack>
  );
}

function JobsTable({ jobs }: { jobs: StaffTicketListItem[] }) {
  return (
    <MarketTable
      region="Recent jobs list"
      label="Recent jobs"
      minWidth={640}
      headings={['Ticket', 'Date', 'Service', 'Customer', 'Status', { label: 'Total', align: 'right' }]}
    >
      {jobs.map((j) => (
        <Table.Tr key={j.id}>
          <Table.Td>
            <Link to={`/staff/tickets/${j.id}`}>#{j.id}</Link>
          </Table.Td>
          <Table.Td>{formatDate(j.scheduledDate)}</Table.Td>
          <Table.Td>{j.serviceName}</Table.Td>
          <Table.Td>{j.customerName}</Table.Td>
          <Table.Td>{j.status}</Table.Td>
          <Table.Td ta="right">{formatMoney(j.totalPrice)}</Table.Td>
        </Table.Tr>
      ))}
    </MarketTable>
  );
}

/** A month's earnings, as the company's own earnings screen reads them. */
type Earnings = z.infer<typeof earningsResponse>['data'];

function EarningsSection({
  month,
  onMonth,
  earnings,
}: {
  month: string;
  onMonth: (month: string) => void;
  earnings: Earnings;
}) {
  const [typed, setTyped] = useState(month);
  const go = (next: string) => {
    setTyped(next);
    onMonth(next);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="earnings">
      <Title order={2} size="h3" id="earnings">
        Earnings
      </Title>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Button variant="default" onClick={() => go(shiftMonth(month, -1))} aria-label="Previous month">
          ‹
        </Button>
        <TextInput
          label="Month"
          type="month"
          value={typed}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setTyped(v);
            if (MONTH.test(v)) onMonth(v);
          }}
          style={{ flex: 1, maxWidth: 220 }}
        />
        <Button variant="default" onClick={() => go(shiftMonth(month, 1))} aria-label="Next month">
          ›
        </Button>
      </Group>
      <Text>
        {monthLabel(earnings.month)}: {earnings.jobs.length} completed job{earnings.jobs.length === 1 ? '' : 's'}.{' '}
        {commissionWords(earnings.commissionPercent)} Net due = work paid + extra charges + commission + cancellation
        fees kept + adjustments.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} aria-label="Totals" component="section">
        <Total label="Work paid" value={earnings.totals.workPaid} />
        <Total label="Extra charges" value={earnings.totals.extraCharges} />
        <Total label="Commission" value={earnings.totals.commission} />
        <Total label={CANCELLATION_FEES_LABEL} value={earnings.totals.cancellationFees} />
        <Total label="Adjustments" value={earnings.totals.adjustments} />
        <Total label="Net due" value={earnings.totals.net} />
      </SimpleGrid>
      {earnings.jobs.length === 0 ? (
        <EmptyLine>No completed jobs in {monthLabel(earnings.month)}.</EmptyLine>
      ) : (
        <MarketTable
          region="Earnings jobs"
          label="Completed jobs"
          minWidth={640}
          headings={[
            'Ticket',
            'Completed',
            'Service',
            'Customer',
            { label: 'Commission', align: 'right' },
            { label: 'Net', align: 'right' },
          ]}
        >
          {earnings.jobs.map((j) => (
            <Table.Tr key={j.ticketId}>
              <Table.Td>
                <Link to={`/staff/tickets/${j.ticketId}`}>#{j.ticketId}</Link>
              </Table.Td>
              <Table.Td>{formatDate(j.completedDate)}</Table.Td>
              <Table.Td>{j.serviceName}</Table.Td>
              <Table.Td>{j.customerName}</Table.Td>
              <Table.Td ta="right">{formatMoney(j.commission)}</Table.Td>
              <Table.Td ta="right">{formatMoney(j.net)}</Table.Td>
            </Table.Tr>
          ))}
        </MarketTable>
      )}
      {earnings.cancellationFees.length > 0 && (
        <Stack gap={4} component="ul" aria-label={CANCELLATION_FEES_LABEL} p={0} m={0} style={{ listStyle: 'none' }}>
          {earnings.cancellationFees.map((f) => (
            <Text component="li" size="sm" key={f.ticketId}>
              {formatDate(f.date)} · {cancellationFeeLabel(f)}: <strong>{formatMoney(f.net)}</strong>
            </Text>
          ))}
        </Stack>
      )}
      {earnings.adjustments.length > 0 && (
        <Stack gap={4} component="ul" aria-label="Adjustments" p={0} m={0} style={{ listStyle: 'none' }}>
          {earnings.adjustments.map((a) => (
            <Text component="li" size="sm" key={`${a.ticketId}-${a.date}-${a.kind}-${a.borneBy}`}>
              {formatDate(a.date)} · {adjustmentLabel(a)} · {a.reason}: <strong>{formatMoney(a.amount)}</strong>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {formatMoney(value)}
      </Text>
    </Paper>
  );
}

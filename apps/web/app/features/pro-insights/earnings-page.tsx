/**
 * /pro/earnings: a month's statement (GET /company/earnings?Month=YYYY-MM): the jobs completed in it with
 * what the customer paid for the work and its extra charges, UpKeep's commission (a negative line, taken from
 * work plus extras) and each job's net; the cancellation fees kept for the company in the month (issue 46: each
 * fee less UpKeep's commission); the month's adjustments (refunds after completion: borne by the company,
 * negative, or by UpKeep as goodwill, 0); the month's tips, whole, with their crew; the totals, every one a plain sum; a CSV download
 * (GET /company/earnings.csv). A table on a wide screen, cards on a phone. What is paid out, and when, is on the
 * payouts screen (/pro/payouts).
 */

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  adjustmentLabel,
  CANCELLATION_FEES_LABEL,
  cancellationFeeLabel,
  commissionWords,
  type earningsResponse,
  tipLabel,
  valleyToday,
} from '@upkeep/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, TRY_AGAIN_LATER } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { ErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { ProFrame } from '../../ui/pro-frame';
import { useDownloadEarningsCsv } from './api/download-earnings-csv';
import { useEarnings } from './api/get-earnings';
import { formatDay, useToken } from './insights-ui';

export const EARNINGS_TITLE = 'Earnings';
export const PAYOUT_NOTE =
  'Your share of each completed job goes to your payout account when the job is completed (the Payouts screen), and from there to your bank every week.';

const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as 'November 2026'. */
export function monthLabel(month: string): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function EarningsPage() {
  const token = useToken();
  const [month, setMonth] = useState(() => valleyToday().slice(0, 7));
  const [typed, setTyped] = useState(month);
  const earnings = useEarnings(token, month);
  const csv = useDownloadEarningsCsv(token, month);
  const go = (next: string) => {
    setMonth(next);
    setTyped(next);
    csv.reset();
  };

  return (
    <ProFrame size="lg" title={EARNINGS_TITLE} description={PAYOUT_NOTE}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Button variant="default" size="md" onClick={() => go(shiftMonth(month, -1))} aria-label="Previous month">
          ‹
        </Button>
        <TextInput
          label="Month"
          type="month"
          size="md"
          value={typed}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setTyped(v);
            if (MONTH.test(v)) go(v);
          }}
          style={{ flex: 1, maxWidth: 220 }}
        />
        <Button variant="default" size="md" onClick={() => go(shiftMonth(month, 1))} aria-label="Next month">
          ›
        </Button>
      </Group>
      {earnings.isPending ? (
        <PageLoader />
      ) : earnings.isError ? (
        <ErrorState
          title="Could not load your earnings"
          message={errorMessage(earnings.error, TRY_AGAIN_LATER)}
          onRetry={() => void earnings.refetch()}
        />
      ) : (
        <EarningsReport data={earnings.data} downloading={csv.isPending} onDownload={() => csv.mutate()} />
      )}
      {csv.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(csv.error, 'The CSV could not be downloaded. Try again later.')}
        </Alert>
      )}
    </ProFrame>
  );
}

type Earnings = z.infer<typeof earningsResponse>['data'];

function EarningsReport({
  data,
  downloading,
  onDownload,
}: {
  data: Earnings;
  downloading: boolean;
  onDownload: () => void;
}) {
  const { totals } = data;
  const empty =
    data.jobs.length === 0 &&
    data.adjustments.length === 0 &&
    data.cancellationFees.length === 0 &&
    data.tips.length === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>
          {monthLabel(data.month)}: {data.jobs.length} completed job{data.jobs.length === 1 ? '' : 's'}.{' '}
          {commissionWords(data.commissionPercent)} Net due = work paid + extra charges + commission + cancellation fees
          kept + adjustments + tips.
        </Text>
        <Button variant="light" size="md" loading={downloading} onClick={onDownload} disabled={empty}>
          Download CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} component="section" aria-label="Totals">
        <Total label="Work paid" value={totals.workPaid} />
        <Total label="Extra charges" value={totals.extraCharges} />
        <Total label="Commission" value={totals.commission} />
        <Total label={CANCELLATION_FEES_LABEL} value={totals.cancellationFees} />
        <Total label="Adjustments" value={totals.adjustments} />
        <Total label="Tips" value={totals.tips} />
        <Total label="Net due to you" value={totals.net} strong />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 5 }} component="section" aria-label="Payouts to your bank">
        <Total label="Paid out to your bank" value={data.payouts.paidOut} />
        <Total label="On its way to your bank" value={data.payouts.onItsWay} />
      </SimpleGrid>
      {data.jobs.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="gray.7" ta="center">
            No completed jobs in {monthLabel(data.month)}.
          </Text>
        </Paper>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ticket #</Table.Th>
                  <Table.Th>Completed</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th ta="right">Work paid</Table.Th>
                  <Table.Th ta="right">Extra charges</Table.Th>
                  <Table.Th ta="right">Commission</Table.Th>
                  <Table.Th ta="right">Net</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.jobs.map((j) => (
                  <Table.Tr key={j.ticketId}>
                    <Table.Td>{j.ticketId}</Table.Td>
                    <Table.Td>{formatDay(j.completedDate)}</Table.Td>
                    <Table.Td>{j.serviceName}</Table.Td>
                    <Table.Td>{j.customerName}</Table.Td>
                    <Table.Td ta="right">{formatMoney(j.workPaid)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(j.extraCharges)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(j.commission)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(j.net)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Th colSpan={4}>Jobs' totals</Table.Th>
                  <Table.Th ta="right">{formatMoney(totals.workPaid)}</Table.Th>
                  <Table.Th ta="right">{formatMoney(totals.extraCharges)}</Table.Th>
                  <Table.Th ta="right">{formatMoney(totals.commission)}</Table.Th>
                  <Table.Th ta="right">{formatMoney(totals.jobsNet)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.jobs.map((j) => (
              <Paper key={j.ticketId} withBorder radius="md" p="md" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>Ticket #{j.ticketId}</Text>
                  <Text fw={700}>{formatMoney(j.net)}</Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {formatDay(j.completedDate)} · {j.serviceName} · {j.customerName}
                </Text>
                <Text size="sm">
                  Work {formatMoney(j.workPaid)} + extras {formatMoney(j.extraCharges)} + commission{' '}
                  {formatMoney(j.commission)}
                </Text>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {data.cancellationFees.length > 0 && <CancellationFees data={data} />}
      {data.adjustments.length > 0 && <Adjustments data={data} />}
      {data.tips.length > 0 && <Tips data={data} />}
    </Stack>
  );
}

/** The cancellation fees kept for the company in the month: each fee less UpKeep's commission (issue 46). */
function CancellationFees({ data }: { data: Earnings }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="cancellation-fees">
      <Text fw={700} id="cancellation-fees">
        {CANCELLATION_FEES_LABEL} in {monthLabel(data.month)}
      </Text>
      <Text size="sm" c="gray.7">
        A customer who cancels a booking you confirmed within the cancelation policy's hours pays its fee, kept for you:
        your share is the fee less UpKeep's commission, and it goes to your payout account. A goodwill refund UpKeep
        makes of it takes nothing from you.
      </Text>
      <Stack gap="xs" component="ul" aria-label={CANCELLATION_FEES_LABEL} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.cancellationFees.map((f) => (
          <Paper key={f.ticketId} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {cancellationFeeLabel(f)}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {formatDay(f.date)} · {f.serviceName} · {f.customerName}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(f.net)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The month's tips (decision 0039): each whole, no commission, with the crew that did the job. */
function Tips({ data }: { data: Earnings }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="tips">
      <Text fw={700} id="tips">
        Tips in {monthLabel(data.month)}
      </Text>
      <Text size="sm" c="gray.7">
        Tips your customers gave after a completed job: all of each tip is yours (no commission; the card fee is
        UpKeep's), transferred to your payout account.
      </Text>
      <Stack gap="xs" component="ul" aria-label="Tips" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.tips.map((tip) => (
          <Paper key={tip.ticketId} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {tipLabel(tip)}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {formatDay(tip.date)} · {tip.customerName}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(tip.amount)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** The month's adjustments: what happened in it to jobs completed before it. */
function Adjustments({ data }: { data: Earnings }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="adjustments">
      <Text fw={700} id="adjustments">
        Adjustments in {monthLabel(data.month)}
      </Text>
      <Text size="sm" c="gray.7">
        Refunds given after a job was completed. The month the job was completed in never changes: a refund your company
        bears is taken here, your share of it after UpKeep's commission; a goodwill refund UpKeep bears takes nothing
        from you.
      </Text>
      <Stack gap="xs" component="ul" aria-label="Adjustments" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.adjustments.map((a) => (
          <Paper key={`${a.ticketId}-${a.date}-${a.kind}-${a.borneBy}`} withBorder radius="md" p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {adjustmentLabel(a)}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {formatDay(a.date)} · Reason: {a.reason}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(a.amount)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function Total({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" bg={strong ? 'teal.0' : undefined}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`total-${label}`}>
        {formatMoney(value)}
      </Text>
    </Paper>
  );
}

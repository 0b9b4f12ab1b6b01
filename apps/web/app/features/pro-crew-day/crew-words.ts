/**
 * The crew's day in its crew member's language (issue 49): the words the API sends as data (a job's status, the
 * name of its next move) said by their key, and the day's dates and times written the language's way ('Tue, Nov 24'
 * and '9:00 AM' in English, 'mar, 24 nov' and '9:00 a. m.' in Spanish), always in the valley's time.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addDays, durationToMinutes, valleyToday } from '@upkeep/contract';
import { dateWordsOf } from '../../i18n/format-date';
import { formatDay, jobDate } from '../../shared/scheduling/job-format';

/** The statuses by id (the lifecycle's, apps/api's statuses.ts): statuses are data, their names said here. */
const STATUS_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Pending`,
  2: msg`Scheduled`,
  3: msg`In Progress`,
  4: msg`Completed`,
  5: msg`Cancelled`,
  6: msg`Declined`,
};

/** The crew's moves by the status they lead to (the status flow's Start Service and Complete Service). */
const MOVE_NAMES: Record<number, MessageDescriptor> = {
  3: msg`Start Service`,
  4: msg`Complete Service`,
};

/** A job's status in the language: by its id, else as the API named it. */
export const statusName = (i18n: I18n, id: number, named: string) => {
  const words = STATUS_NAMES[id];
  return words ? i18n._(words) : named;
};

/** The name of the move to `nextStatusID` in the language, else as the API named it. */
export const moveName = (i18n: I18n, nextStatusID: number, named: string) => {
  const words = MOVE_NAMES[nextStatusID];
  return words ? i18n._(words) : named;
};

const spanish = (i18n: I18n) => i18n.locale === 'es';

/** '9:00 AM', or '9:00 a. m.' in Spanish: a time in the valley. */
export const clock = (i18n: I18n, instant: Date) => dateWordsOf(i18n.locale).clock(instant);

/** 'Tue, Nov 24', or 'mar, 24 nov' in Spanish: a day in the list. */
export const day = (i18n: I18n, date: string) =>
  spanish(i18n)
    ? dateWordsOf('es')
        .date(date)
        .replace(/ \d{4}$/, '')
    : formatDay(date);

/** 'Today', 'Yesterday' (a late visit not started yet stays on the list past midnight), else the day. */
export function dayHeading(i18n: I18n, date: string, today: string): string {
  if (date === today) return i18n._(msg`Today`);
  if (date === addDays(today, -1)) return i18n._(msg`Yesterday`);
  return day(i18n, date);
}

/** '8:00 AM - 10:30 AM' (or its Spanish): a job's time, start to end. */
export function jobTime(i18n: I18n, iso: string, duration: string): string {
  const start = new Date(iso);
  const minutes = durationToMinutes(duration) ?? 0;
  const end = new Date(start.getTime() + minutes * 60_000);
  return minutes > 0 ? `${clock(i18n, start)} - ${clock(i18n, end)}` : clock(i18n, start);
}

/** 'You can start this job from 7:00 AM today' (or on a later day), in the language. */
export function startFromWords(i18n: I18n, iso: string): string {
  const time = clock(i18n, new Date(iso));
  const date = jobDate(iso);
  if (date === valleyToday()) return i18n._(msg`You can start this job from ${time} today.`);
  const when = day(i18n, date);
  return i18n._(msg`You can start this job from ${time} on ${when}.`);
}

/** A ticket's status by the name the database keeps in English (the lifecycle's), in the reader's language. */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from './words.ts';

/** The statuses' names (tickets' lifecycle, English in the database) in the customer's and crew's words. */
export const STATUSES: Record<string, Words> = {
  Pending: /*i18n*/ { id: 'status.pending', message: 'Pending' },
  Scheduled: /*i18n*/ { id: 'status.scheduled', message: 'Scheduled' },
  'In Progress': /*i18n*/ { id: 'status.inProgress', message: 'In Progress' },
  Completed: /*i18n*/ { id: 'status.completed', message: 'Completed' },
  Cancelled: /*i18n*/ { id: 'status.cancelled', message: 'Cancelled' },
  Declined: /*i18n*/ { id: 'status.declined', message: 'Declined' },
};

/** A status named in `locale`; one not listed, and every one in English, as the database names it. */
export const statusNameIn = (status: string, locale: Locale): string => {
  const words = STATUSES[status];
  return locale === 'en' || !words ? status : say(words, locale);
};

/**
 * What the customer reads about their job from its company outside a move: that someone is on the way, an extra
 * charge to pay; in the customer's language (issue 49), a Spanish text in one GSM-7 part where it can be.
 */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { money } from '../../../lib/format.ts';
import type { CompanyServiceInfo } from '../../companies/catalog/service.ts';
import type { CustomerNotice } from '../../messages/notifications/customer-notice.ts';
import { whoIn } from '../moves/notices.ts';

/** "Luis from Red Rock Yard Works is on the way (and should arrive in about 15 minutes)." */
export function onMyWayNotice(
  companyName: string,
  firstName: string | null,
  minutes: number | undefined,
  topic: string,
  locale: Locale,
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const who = whoIn(companyName, firstName, locale);
  const many = who.includes(' and ');
  const subject = many
    ? s(/*i18n*/ { id: 'onMyWay.subject.many', message: '{who} are on the way', values: { who } })
    : s(/*i18n*/ { id: 'onMyWay.subject.one', message: '{who} is on the way', values: { who } });
  const values = { who, minutes: minutes ?? 0 };
  const line = minutes
    ? many
      ? s(
          /*i18n*/ {
            id: 'onMyWay.eta.many',
            message: '{who} are on the way and should arrive in about {minutes} minutes.',
            values,
          },
        )
      : s(
          /*i18n*/ {
            id: 'onMyWay.eta.one',
            message: '{who} is on the way and should arrive in about {minutes} minutes.',
            values,
          },
        )
    : many
      ? s(/*i18n*/ { id: 'onMyWay.many', message: '{who} are on the way.', values })
      : s(/*i18n*/ { id: 'onMyWay.one', message: '{who} is on the way.', values });
  return { subject, lines: [line], sms: line, topic, smsOnly: true };
}

/** An extra charge the company added, to pay or decline (the text carries no words of the company's choosing). */
export function extraChargeNotice(
  info: Pick<CompanyServiceInfo, 'companyName' | 'serviceId'>,
  charge: { id: number; description: string; priceCents: number },
  options: { topic: string; emailOnly: boolean },
  locale: Locale,
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const amount = money(charge.priceCents);
  const values = { company: info.companyName, amount, description: charge.description };
  return {
    subject: s(/*i18n*/ { id: 'charge.subject', message: 'an extra charge of {amount} to approve', values }),
    lines: [
      s(
        /*i18n*/ {
          id: 'charge.added',
          message: '{company} added an extra charge to your job: {description} ({amount}).',
          values,
        },
      ),
      s(/*i18n*/ { id: 'charge.payOrDecline', message: 'Please pay it or decline it on the ticket.' }),
    ],
    // The text carries no words of the company's choosing (the e-mail and the ticket show the description).
    sms: s(
      /*i18n*/ {
        id: 'sms.charge',
        message: '{company} added an extra charge of {amount} to your job. Pay or decline:',
        values,
      },
    ),
    link: {
      to: { to: 'charge', serviceId: info.serviceId, chargeId: charge.id },
      label: s(/*i18n*/ { id: 'charge.link', message: 'Pay or decline the charge' }),
    },
    topic: options.topic,
    emailOnly: options.emailOnly,
  };
}

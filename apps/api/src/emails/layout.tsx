/**
 * The frame of every e-mail's HTML part: the document in the recipient's language (`lang`), the preview line mail
 * clients show beside the subject, the UpKeep header, the body in a centred column at most 600 px wide (a phone
 * shows it full width), and the footer with the sign-off and who sent the e-mail and why. React Email's components
 * give the tables and inline styles mail clients need. The header and the footer's note are HTML only: they are
 * marked `data-skip-in-text`, as the text part (blocks.ts) has no frame.
 */
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { Locale } from '@upkeep/contract';
import type { ReactNode } from 'react';
import { say } from '../i18n/words.ts';
import { colors, fontFamily } from './theme.ts';

/** The languages an e-mail is written in: the recipient's (issue 49). */
export type EmailLocale = Locale;

/** The frame's own words, in the e-mail's language. */
const words = (locale: EmailLocale) => ({
  brand: 'UpKeep',
  why: say(
    /*i18n*/ {
      id: 'email.footer.why',
      message:
        'UpKeep, the home-services marketplace of the Las Vegas valley, sent you this e-mail about your account, a booking or a request with us.',
    },
    locale,
  ),
});

export interface LayoutProps {
  /** The line mail clients show after the subject in a list of e-mails. */
  preview: string;
  /** How the e-mail is signed (the text part's last paragraph), or none. */
  signOff?: string | null;
  locale?: EmailLocale;
  children: ReactNode;
}

export function Layout({ preview, signOff = null, locale = 'en', children }: LayoutProps) {
  const frame = words(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '16px 0', fontFamily }}>
        <Container
          style={{ maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px', fontFamily }}
        >
          <Section style={{ padding: '20px 24px 0' }} data-skip-in-text="true">
            <Text style={{ fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: colors.brand, margin: 0 }}>
              {frame.brand}
            </Text>
          </Section>
          <Section style={{ padding: '16px 24px 0' }}>{children}</Section>
          <Section style={{ padding: '0 24px 20px' }}>
            <Hr style={{ borderColor: colors.rule, margin: '8px 0 16px' }} />
            {signOff && (
              <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 8px', color: colors.text }}>
                {signOff}
              </Text>
            )}
            <Text
              style={{ fontSize: '12px', lineHeight: '18px', margin: 0, color: colors.muted }}
              data-skip-in-text="true"
            >
              {frame.why}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps the automatic JSX runtime when a script runs this through tsx from the repository's root, where
// no tsconfig names one (npm run seed:demo, bench/mail-drain.ts).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { RenderedMessage } from '../db/queries/outbox';
import type { EmailContent } from './notification-email-content';

// The layout of every email (ADR 064): react-email's components give markup mail apps agree on (tables, inline
// styles) and React escapes every value put in, so no name or league title can break out of its place. One
// column at most 560 px wide, large type and a full-width button: it reads on a 375 px phone without zooming.

const COLOURS = { text: '#1f2933', muted: '#52606d', accent: '#1c7c54', background: '#f4f6f8' };

const styles = {
  body: { backgroundColor: COLOURS.background, margin: 0, padding: '24px 0', fontFamily: 'system-ui, sans-serif' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px', borderRadius: '8px' },
  brand: { color: COLOURS.accent, fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 16px' },
  heading: { color: COLOURS.text, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { color: COLOURS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  detail: { color: COLOURS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' },
  detailLabel: { color: COLOURS.muted, fontWeight: 600 },
  listTitle: { color: COLOURS.text, fontSize: '16px', lineHeight: '24px', fontWeight: 700, margin: '16px 0 4px' },
  button: {
    backgroundColor: COLOURS.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '14px 20px',
    display: 'block',
    textAlign: 'center' as const,
    margin: '24px 0',
  },
  // One-tap answers stack full width, each a thumb's height, above the link into the app.
  oneTapButton: {
    backgroundColor: COLOURS.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '14px 20px',
    display: 'block',
    textAlign: 'center' as const,
    margin: '12px 0 0',
  },
  secondaryButton: {
    backgroundColor: '#ffffff',
    color: COLOURS.accent,
    border: `2px solid ${COLOURS.accent}`,
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    display: 'block',
    textAlign: 'center' as const,
    margin: '24px 0',
  },
  footer: { color: COLOURS.muted, fontSize: '13px', lineHeight: '20px', margin: '0' },
};

/** The footer link to the page that turns this kind of email off. */
export const STOP_THESE_EMAILS = 'Stop these emails';

export function NotificationEmail({ content }: { content: EmailContent }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>COURTSIDE</Text>
          <Heading as="h1" style={styles.heading}>
            {content.subject}
          </Heading>
          <Text style={styles.text}>{content.greeting}</Text>
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={styles.text}>
              {paragraph}
            </Text>
          ))}
          {content.details.length > 0 && (
            <Section>
              {content.details.map((detail) => (
                <Text key={detail.label} style={styles.detail}>
                  <span style={styles.detailLabel}>{detail.label}:</span> {detail.value}
                </Text>
              ))}
            </Section>
          )}
          {content.oneTap.length > 0 && (
            <Section>
              {content.oneTap.map((link) => (
                <Button key={link.label} href={link.url} style={styles.oneTapButton}>
                  {link.label}
                </Button>
              ))}
            </Section>
          )}
          {content.lists?.map((list) => (
            <Section key={list.title}>
              <Text style={styles.listTitle}>{list.title}</Text>
              {list.items.map((item) => (
                <Text key={item} style={styles.detail}>
                  {item}
                </Text>
              ))}
            </Section>
          ))}
          <Button href={content.action.url} style={content.oneTap.length > 0 ? styles.secondaryButton : styles.button}>
            {content.action.label}
          </Button>
          <Hr />
          <Text style={styles.footer}>
            {content.footer}
            {content.footerLink && (
              <>
                {' '}
                <Link href={content.footerLink.url}>{content.footerLink.label}</Link>
              </>
            )}
            {content.unsubscribeUrl ? (
              <>
                {' · '}
                <Link href={content.unsubscribeUrl}>{STOP_THESE_EMAILS}</Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text part, from the same content as the HTML. Written out rather than converted from the HTML: text
 * needs no escaping, reads better laid out for itself, and html-to-text took twice as long as the HTML's render.
 */
export function plainTextOf(content: EmailContent): string {
  return [
    content.greeting,
    ...content.paragraphs,
    content.details.map((detail) => `${detail.label}: ${detail.value}`).join('\n'),
    content.oneTap.map((link) => `${link.label}: ${link.url}`).join('\n'),
    ...(content.lists ?? []).map((list) => [list.title, ...list.items.map((item) => `- ${item}`)].join('\n')),
    `${content.action.label}: ${content.action.url}`,
    '--',
    (content.footerLink
      ? `${content.footer}\n${content.footerLink.label}: ${content.footerLink.url}`
      : content.footer) + (content.unsubscribeUrl ? `\n${STOP_THESE_EMAILS}: ${content.unsubscribeUrl}` : ''),
  ]
    .filter((block) => block !== '')
    .join('\n\n');
}

/** The email as HTML and as plain text, from one content: every message, notifications and account links alike. */
export async function renderNotificationEmail(content: EmailContent): Promise<RenderedMessage> {
  const html = await render(<NotificationEmail content={content} />);
  return { subject: content.subject, html, text: `${plainTextOf(content)}\n` };
}

/**
 * The one layout of every e-mail (docs/decisions/0041): the logo, a heading, a greeting, an
 * introduction, titled sections of lines and buttons, closing lines and the site's address, in the
 * message's language. One `MailBody` is rendered twice: as HTML from React Email's components (tables
 * and inline styles, as mail clients need them) and as the plain-text part, written from the same
 * values rather than scraped from the HTML, so every link stands in it as a whole address.
 *
 * A new mail builds a `MailBody` and spreads `renderMail(body)` (subject, text, html) into its message.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section as EmailSection } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { HTML_LANG, type Lang, localePath } from '../i18n/lang';
import { messages } from '../i18n/messages';
// The pages' renderer; @react-email/render would bring html-to-text and Prettier into the bundle (decision 0041).
import { renderStaticMarkup } from '../lib/markup';

/**
 * A line of a section: text, a link, a name with its value on the right (an examination and its price),
 * or a picture with its words (the check-in QR code; the text part says `text` and the picture's address).
 */
export type Line =
  | string
  | { text: string; href: string }
  | { text: string; value: string }
  | { text: string; image: string; size: number };

/**
 * A clear call to action: a full-width button with a large tap target. 'caution' for the one that
 * undoes something (cancelling a booking), drawn as an outline in the warning colour.
 */
export interface MailButton {
  text: string;
  href: string;
  tone?: 'primary' | 'secondary' | 'caution';
}

export interface Section {
  title: string;
  lines: Line[];
  buttons?: MailButton[];
}

export interface MailBody {
  lang: Lang;
  /** PUBLIC_ORIGIN: the logo's address and the site's link. */
  origin: string;
  /** The message's title: the heading under the logo, and the subject before the site's name. */
  heading: string;
  /** The line an inbox shows after the subject; the introduction when not given. */
  preview?: string;
  greeting: string;
  intro: string;
  sections: Section[];
  outro: string[];
}

/**
 * The site's colours, from the UnoCSS theme (scripts/uno.config.mjs; tests/unit/mail-colours.test.ts
 * keeps them equal): text on white and white on brand 600 pass WCAG AA.
 */
export const MAIL_COLOURS = {
  page: '#effaf8', // brand-50
  line: '#d5f1ec', // brand-100
  brand: '#0f7a70', // brand-600
  link: '#0b5f5a', // brand-700
  heading: '#0d4c48', // brand-800
  ink: '#17252f',
  inkSoft: '#42525e',
  inkMuted: '#64737e',
  caution: '#9a3412', // accent-700
  white: '#ffffff',
} as const;

/** The raster logo (scripts/mail-logo.mjs): most mail clients show no SVG. Drawn at twice this size. */
export const MAIL_LOGO = { path: '/images/logo-mail.png', width: 172, height: 40 };

const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const C = MAIL_COLOURS;

/**
 * Narrow screens: less padding beside the content. Clients without media queries (Outlook for Windows)
 * keep the wider padding, which still fits, because the column is fluid up to 600 px.
 */
const NARROW_CSS =
  '@media only screen and (max-width: 480px) { .mail-pad { padding-left: 16px !important; padding-right: 16px !important; } }';

const pad: CSSProperties = { paddingLeft: 32, paddingRight: 32 };
const paragraph: CSSProperties = { fontSize: 16, lineHeight: '24px', color: C.ink, margin: '0 0 16px' };
const lineText: CSSProperties = { fontSize: 16, lineHeight: '24px', color: C.ink, margin: '0 0 4px' };
const linkStyle: CSSProperties = {
  color: C.link,
  fontWeight: 600,
  textDecorationLine: 'underline',
};

const BUTTON_TONES: Record<NonNullable<MailButton['tone']>, CSSProperties> = {
  primary: { backgroundColor: C.brand, color: C.white, border: `2px solid ${C.brand}` },
  secondary: { backgroundColor: C.white, color: C.link, border: `2px solid ${C.brand}` },
  caution: { backgroundColor: C.white, color: C.caution, border: `2px solid ${C.caution}` },
};

/** A full-width button: 16 px text with 14 px padding and a 2 px border is a 48 px tap target. */
function MailButtonLink({ button }: { button: MailButton }) {
  return (
    <Button
      href={button.href}
      style={{
        ...BUTTON_TONES[button.tone ?? 'primary'],
        display: 'block',
        boxSizing: 'border-box',
        width: '100%',
        textAlign: 'center',
        fontSize: 16,
        fontWeight: 600,
        fontFamily: FONT,
        borderRadius: 9999,
        padding: '14px 20px',
      }}
    >
      {button.text}
    </Button>
  );
}

function MailLine({ line }: { line: Line }) {
  if (typeof line === 'string') return <Text style={lineText}>{line}</Text>;
  if ('image' in line) return <Img src={line.image} alt={line.text} width={line.size} height={line.size} />;
  if ('href' in line)
    return (
      <Text style={lineText}>
        <Link href={line.href} style={linkStyle}>
          {line.text}
        </Link>
      </Text>
    );
  return (
    <Row style={{ marginBottom: 4 }}>
      <Column style={{ fontSize: 16, lineHeight: '24px', color: C.ink, verticalAlign: 'top', paddingRight: 12 }}>
        {line.text}
      </Column>
      <Column
        align="right"
        style={{ fontSize: 16, lineHeight: '24px', color: C.ink, verticalAlign: 'top', whiteSpace: 'nowrap' }}
      >
        {line.value}
      </Column>
    </Row>
  );
}

function MailSection({ section }: { section: Section }) {
  return (
    <EmailSection className="mail-pad" style={{ ...pad, paddingTop: 4, paddingBottom: 12 }}>
      {section.title ? (
        <Heading
          as="h2"
          style={{ fontSize: 17, lineHeight: '24px', fontWeight: 700, color: C.heading, margin: '12px 0 8px' }}
        >
          {section.title}
        </Heading>
      ) : null}
      {section.lines.map((line, index) => (
        <MailLine key={index} line={line} />
      ))}
      {section.buttons?.length ? (
        <EmailSection style={{ marginTop: section.lines.length ? 12 : 4 }}>
          {section.buttons.map((button) => (
            <Row key={button.href}>
              <Column style={{ paddingBottom: 12 }}>
                <MailButtonLink button={button} />
              </Column>
            </Row>
          ))}
        </EmailSection>
      ) : null}
    </EmailSection>
  );
}

/** The whole message as a mail client receives it: one fluid column of at most 600 px. */
export function MailLayout(body: MailBody) {
  const { lang, origin } = body;
  const siteName = messages(lang).siteName;
  const home = `${origin}${localePath(lang, '/')}`;
  return (
    <Html lang={HTML_LANG[lang]}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{body.heading}</title>
        <style>{NARROW_CSS}</style>
      </Head>
      <Preview>{body.preview ?? body.intro}</Preview>
      {/* A long word (an e-mail address as a name) breaks rather than widening the column: inherited. */}
      <Body
        style={{ backgroundColor: C.page, margin: 0, padding: '24px 12px', fontFamily: FONT, wordBreak: 'break-word' }}
      >
        <Container
          style={{
            maxWidth: 600,
            backgroundColor: C.white,
            border: `1px solid ${C.line}`,
            borderRadius: 16,
            borderTop: `4px solid ${C.brand}`,
          }}
        >
          <EmailSection className="mail-pad" style={{ ...pad, paddingTop: 24, paddingBottom: 8 }}>
            {/* Where images are blocked (Outlook's default) the alt text stands in, in the brand's colour. */}
            <Link href={home} style={{ color: C.link }}>
              <Img
                src={`${origin}${MAIL_LOGO.path}`}
                alt={siteName}
                width={MAIL_LOGO.width}
                height={MAIL_LOGO.height}
                style={{ color: C.link, fontSize: 20, fontWeight: 700, fontFamily: FONT }}
              />
            </Link>
            <Heading
              as="h1"
              style={{ fontSize: 24, lineHeight: '32px', fontWeight: 700, color: C.ink, margin: '24px 0 16px' }}
            >
              {body.heading}
            </Heading>
            <Text style={paragraph}>{body.greeting}</Text>
            <Text style={paragraph}>{body.intro}</Text>
          </EmailSection>
          {body.sections.map((section, index) => (
            <MailSection key={index} section={section} />
          ))}
          <EmailSection className="mail-pad" style={{ ...pad, paddingTop: 8, paddingBottom: 16 }}>
            <Hr style={{ borderTop: `1px solid ${C.line}`, margin: '8px 0 16px' }} />
            {body.outro.map((text, index) => (
              <Text key={index} style={{ ...paragraph, color: C.inkSoft }}>
                {text}
              </Text>
            ))}
          </EmailSection>
        </Container>
        <Container style={{ maxWidth: 600 }}>
          <Text style={{ fontSize: 13, lineHeight: '20px', color: C.inkMuted, textAlign: 'center', margin: '16px 0' }}>
            {siteName} ·{' '}
            <Link href={home} style={{ color: C.link, textDecorationLine: 'underline' }}>
              {new URL(origin).host}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A label before what it names: 'Térkép: https://…'. A label that is a sentence already ends in its own
 * stop and takes no colon after it (issue 15: 'Új időpontot foglalhat honlapunkon.: https://…').
 */
export const labelled = (label: string, value = '') =>
  [/[.:!?…]$/.test(label.trimEnd()) ? label.trimEnd() : `${label}:`, value].filter(Boolean).join(' ');

/** The plain-text part: the same content, each link and button as its label and whole address. */
export function renderText(body: MailBody): string {
  const line = (l: Line) =>
    typeof l === 'string'
      ? l
      : 'href' in l
        ? labelled(l.text, l.href)
        : 'image' in l
          ? labelled(l.text, l.image)
          : `${l.text} – ${l.value}`;
  const sections = body.sections.map((s) =>
    [
      s.title ? labelled(s.title) : '',
      ...s.lines.map(line),
      ...(s.buttons ?? []).map((button) => labelled(button.text, button.href)),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const footer = `${messages(body.lang).siteName} – ${body.origin}${localePath(body.lang, '/')}`;
  return [body.greeting, body.intro, ...sections, ...body.outro, footer].join('\n\n') + '\n';
}

/** The HTML part. React escapes every value and writes the doctype HTML5 mail clients expect. */
export const renderHtml = (body: MailBody): Promise<string> => renderStaticMarkup(<MailLayout {...body} />);

/** Subject, plain text and HTML of one message. */
export async function renderMail(body: MailBody): Promise<{ subject: string; text: string; html: string }> {
  return {
    subject: `${body.heading} – ${messages(body.lang).siteName}`,
    text: renderText(body),
    html: await renderHtml(body),
  };
}

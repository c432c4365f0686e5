/**
 * The account e-mails (issue 6): verify the address after sign-up, reset a forgotten password, and the
 * note to an address that someone tried to register again (the sign-up answer itself never says that
 * an address is taken). Each link carries a one-time token; opening it only shows a page with a button.
 * The link is the mail's button in the shared layout (./layout.tsx, decision 0041).
 */
import type { AccountMailKind, MailMessage } from '../domain/mail';
import { type Lang, localePath } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { renderMail } from './layout';

const TEXTS: Record<Lang, Record<AccountMailKind, { subject: string; intro: string; link: string; after: string }>> = {
  hu: {
    verify: {
      subject: 'E-mail cím megerősítése',
      intro: 'Köszönjük, hogy regisztrált! Kérjük, erősítse meg e-mail címét az alábbi linkre kattintva.',
      link: 'E-mail cím megerősítése',
      after: 'A link 48 óráig érvényes. Ha nem Ön regisztrált, hagyja figyelmen kívül ezt a levelet.',
    },
    reset: {
      subject: 'Jelszó visszaállítása',
      intro: 'Jelszava visszaállítását kérték. Új jelszót az alábbi linken adhat meg.',
      link: 'Új jelszó megadása',
      after:
        'A link 1 óráig érvényes és egyszer használható. Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet; jelszava nem változott.',
    },
    account_exists: {
      subject: 'Regisztrációs kísérlet az Ön e-mail címével',
      intro:
        'Valaki ezzel az e-mail címmel próbált regisztrálni, de már van fiókja nálunk. Ha elfelejtette jelszavát, itt állíthat be újat.',
      link: 'Jelszó visszaállítása',
      after: 'Ha nem Ön próbált regisztrálni, hagyja figyelmen kívül ezt a levelet.',
    },
  },
  en: {
    verify: {
      subject: 'Confirm your e-mail address',
      intro: 'Thank you for signing up! Please confirm your e-mail address with the link below.',
      link: 'Confirm my e-mail address',
      after: 'The link is valid for 48 hours. If you did not sign up, please ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'A password reset was requested for your account. You can set a new password with the link below.',
      link: 'Set a new password',
      after:
        'The link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail; your password has not changed.',
    },
    account_exists: {
      subject: 'Someone tried to sign up with your e-mail address',
      intro:
        'Someone tried to sign up with this e-mail address, but you already have an account. If you forgot your password, you can set a new one here.',
      link: 'Reset my password',
      after: 'If it was not you, please ignore this e-mail.',
    },
  },
};

/** Where each e-mail's link leads; the token rides in the fragment-free query of an account page. */
const LINK_PATHS: Record<AccountMailKind, string> = {
  verify: '/sajat/bejelentkezes',
  reset: '/sajat/jelszo-visszaallitas',
  account_exists: '/sajat/jelszo-visszaallitas',
};

export async function accountMail(
  kind: AccountMailKind,
  input: { to: string; name: string; lang: Lang; origin: string; token?: string },
): Promise<MailMessage> {
  const t = TEXTS[input.lang][kind];
  const m = MAIL_MESSAGES[input.lang];
  const origin = input.origin.replace(/\/+$/, '');
  const base = `${origin}${localePath(input.lang, LINK_PATHS[kind])}`;
  const href = input.token
    ? `${base}?${new URLSearchParams({ [kind === 'verify' ? 'verify' : 'token']: input.token })}`
    : base;
  return {
    kind,
    to: input.to,
    language: input.lang,
    ...(await renderMail({
      lang: input.lang,
      origin,
      heading: t.subject,
      greeting: m.greeting(input.name),
      intro: t.intro,
      // The one thing the mail asks for, as its button.
      sections: [{ title: '', lines: [], buttons: [{ text: t.link, href }] }],
      outro: [t.after, m.signature],
    })),
    attachments: [],
  };
}

import type { Locale } from '../i18n';
import type { MailMessage } from './mailer';

/** The sign-in kinds a reset link can be for; the web page posts to the kind's own route. */
export type ResetKind = 'admin' | 'official' | 'representative';

/** How long a reset link works, in minutes. */
export const resetLinkMinutes = 60;

const texts: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: 'Courtside: reset your password',
    body: [
      'Hello,',
      '',
      'we received a request to reset the password of your Courtside account. Open this link to choose a new one:',
      '',
      '{link}',
      '',
      'The link works once and expires in {minutes} minutes.',
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  },
  'sr-Latn': {
    subject: 'Courtside: promena lozinke',
    body: [
      'Zdravo,',
      '',
      'primili smo zahtev za promenu lozinke vašeg Courtside naloga. Otvorite ovaj link da izaberete novu:',
      '',
      '{link}',
      '',
      'Link važi jednom i ističe za {minutes} minuta.',
      'Ako niste tražili promenu, zanemarite ovu poruku: vaša lozinka ostaje ista.',
    ].join('\n'),
  },
  'sr-Cyrl': {
    subject: 'Courtside: промена лозинке',
    body: [
      'Здраво,',
      '',
      'примили смо захтев за промену лозинке вашег Courtside налога. Отворите овај линк да изаберете нову:',
      '',
      '{link}',
      '',
      'Линк важи једном и истиче за {minutes} минута.',
      'Ако нисте тражили промену, занемарите ову поруку: ваша лозинка остаје иста.',
    ].join('\n'),
  },
};

/** The web page that takes the new password, with what it must post back. */
export function resetLink(
  appUrl: string,
  reset: { token: string; email: string; kind: ResetKind },
): string {
  const query = new URLSearchParams({ token: reset.token, email: reset.email, kind: reset.kind });
  return `${appUrl.replace(/\/+$/, '')}/password-reset?${query.toString()}`;
}

/** The reset mail in the requester's language (their Accept-Language; sr-Latn by default). */
export function passwordResetMail(locale: Locale, to: string, link: string): MailMessage {
  const { subject, body } = texts[locale];
  return {
    to,
    subject,
    text: body.replace('{link}', link).replace('{minutes}', String(resetLinkMinutes)),
  };
}

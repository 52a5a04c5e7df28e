import { fillPlaceholders } from '@courtside/events';
import type { Locale } from '../i18n';
import type { MailMessage } from '../mail/mailer';

type Texts = Record<
  'threadSubject' | 'threadBody' | 'replySubject' | 'bookedSubject' | 'bookedBody',
  string
>;

// Only the reply and booking mails reach visitors; the thread notice goes to staff, in Serbian
// unless the visitor wrote in English (the staff read both).
const texts: Record<Locale, Texts> = {
  en: {
    threadSubject: 'Courtside contact form: {subject}',
    threadBody:
      'A new message from {name} <{email}>:\n\n{message}\n\nReply from the threads screen: {link}',
    replySubject: 'Re: {subject}',
    bookedSubject: 'Courtside: your appointment request was received',
    bookedBody: [
      'Hello {name},',
      '',
      'we received your request to book {arena} on {start} for {duration} minutes ({home} – {away}).',
      'It is pending: we will write to you once it is confirmed.',
    ].join('\n'),
  },
  'sr-Latn': {
    threadSubject: 'Courtside kontakt forma: {subject}',
    threadBody:
      'Nova poruka od {name} <{email}>:\n\n{message}\n\nOdgovorite sa ekrana poruka: {link}',
    replySubject: 'Re: {subject}',
    bookedSubject: 'Courtside: primili smo vaš zahtev za termin',
    bookedBody: [
      'Zdravo {name},',
      '',
      'primili smo vaš zahtev za termin u hali {arena}, {start}, u trajanju od {duration} minuta ({home} – {away}).',
      'Zahtev čeka obradu: javićemo vam kada bude potvrđen.',
    ].join('\n'),
  },
  'sr-Cyrl': {
    threadSubject: 'Courtside контакт форма: {subject}',
    threadBody:
      'Нова порука од {name} <{email}>:\n\n{message}\n\nОдговорите са екрана порука: {link}',
    replySubject: 'Re: {subject}',
    bookedSubject: 'Courtside: примили смо ваш захтев за термин',
    bookedBody: [
      'Здраво {name},',
      '',
      'примили смо ваш захтев за термин у хали {arena}, {start}, у трајању од {duration} минута ({home} – {away}).',
      'Захтев чека обраду: јавићемо вам када буде потврђен.',
    ].join('\n'),
  },
};

/** Tells the staff addresses of a new thread, with a link to the threads screen. */
export function threadNotice(
  locale: Locale,
  to: string,
  thread: { name: string; email: string; subject: string; message: string; link: string },
): MailMessage {
  const t = texts[locale];
  return {
    to,
    subject: fillPlaceholders(t.threadSubject, thread),
    text: fillPlaceholders(t.threadBody, thread),
  };
}

/** An admin's reply to the visitor, by e-mail. */
export function threadReply(to: string, subject: string, message: string): MailMessage {
  return { to, subject: fillPlaceholders(texts.en.replySubject, { subject }), text: message };
}

/** Confirms to the requester that the booking arrived (state pending). */
export function bookingReceived(
  locale: Locale,
  to: string,
  booking: {
    name: string;
    arena: string;
    start: Date;
    duration: number;
    home: string;
    away: string;
  },
): MailMessage {
  const t = texts[locale];
  // day.month.year and 24-hour time in Belgrade, as the product shows dates.
  const start = new Intl.DateTimeFormat('sr-Latn-RS', {
    timeZone: 'Europe/Belgrade',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(booking.start);
  return {
    to,
    subject: t.bookedSubject,
    text: fillPlaceholders(t.bookedBody, { ...booking, start, duration: booking.duration }),
  };
}

import type { AuditValue, NamedActor } from '@courtside/events';
import type { TFunction } from 'i18next';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { showValue } from './values';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'LeagueUpdated' → 'League updated', 'start_date' → 'Start date': a name with no text yet. */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event's name in the reader's language ("Liga izmenjena"), never its type. */
export function eventText(t: TFunction, event: string): string {
  return t(`history.events.${event}`, { defaultValue: humanize(event) });
}

/** A field's name in the reader's language ("Datum početka"), never its column. */
export function fieldText(t: TFunction, field: string): string {
  // A short code (A1, B_extra) is the score sheet's own name and stays as it is.
  if (/^[AB](\d|_extra)/.test(field)) return field;
  return t(`history.fields.${field}`, { defaultValue: humanize(field) });
}

/** A value as the reader writes it: dates day.month.year, yes and no in their language. */
export function valueText(t: TFunction, value: AuditValue | undefined): string {
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'string' && isoDay.test(value)) return formatDay(value);
  if (typeof value === 'string' && isoTime.test(value)) return formatDateTime(value);
  return showValue(value);
}

/**
 * Who made a change as people read it: the person's name (through `nameOf`, so it follows the
 * reader's script) and what they are, or the system; kind and id only for an account gone since.
 */
export function actorText(
  t: TFunction,
  nameOf: (name: string) => string,
  actor: NamedActor,
): string {
  const kind = t(`adminShell.actors.${actor.kind}`, { defaultValue: humanize(actor.kind) });
  if (actor.kind === 'system') return kind;
  if (actor.name) return `${nameOf(actor.name)} (${kind})`;
  return actor.id ? `${kind} #${actor.id}` : kind;
}

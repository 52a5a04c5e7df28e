import type { AuditValue } from '@courtside/events';

/** A field's value as the audit screens print it; nothing is a dash. */
export function showValue(value: AuditValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return String(value);
}

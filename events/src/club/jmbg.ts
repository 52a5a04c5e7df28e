import type { MessageKey } from '../messages';

/** Weights of the first twelve digits in the JMBG's modulo-11 check (7 6 5 4 3 2, twice). */
const weights = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit of a JMBG's first twelve digits: 11 − (weighted sum mod 11), where 10 and 11
 * become 0 (the official rule of the unique master citizen number).
 */
export function jmbgCheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (weights[index] ?? 0);
  }
  const digit = 11 - (sum % 11);
  return digit > 9 ? 0 : digit;
}

/**
 * The birth date a JMBG encodes (DDMMYYY…) as YYYY-MM-DD, or null when it is not a real date.
 * The year is written with three digits: 9xx is 1900 + xx, 0xx is 2000 + xx.
 */
export function jmbgBirthDate(jmbg: string): string | null {
  if (!/^\d{13}$/.test(jmbg)) return null;
  const day = jmbg.slice(0, 2);
  const month = jmbg.slice(2, 4);
  const year3 = Number(jmbg.slice(4, 7));
  const year = year3 >= 800 ? 1000 + year3 : 2000 + year3;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/**
 * What is wrong with a JMBG for a player born on `birthDate` (YYYY-MM-DD), or null when it is
 * valid: thirteen digits, the right check digit, and the birth date it encodes.
 */
export function jmbgProblem(jmbg: string, birthDate: string | null | undefined): MessageKey | null {
  if (!/^\d{13}$/.test(jmbg)) return 'jmbgFormat';
  if (jmbgCheckDigit(jmbg.slice(0, 12)) !== Number(jmbg[12])) return 'jmbgCheckDigit';
  const encoded = jmbgBirthDate(jmbg);
  if (encoded === null || (birthDate && encoded !== birthDate)) return 'jmbgBirthDate';
  return null;
}

/** A valid JMBG for a birth date and a register/serial part (for tests and the demo seed). */
export function makeJmbg(birthDate: string, region = '71', serial = '000'): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const first12 = `${day}${month}${year.slice(1)}${region}${serial}`;
  return `${first12}${jmbgCheckDigit(first12)}`;
}

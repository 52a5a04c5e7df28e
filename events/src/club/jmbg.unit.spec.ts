import { describe, expect, it } from 'vitest';
import { playerLicenceSchema } from './commands';
import { jmbgBirthDate, jmbgProblem, makeJmbg } from './jmbg';

// 0101990710008: born 01.01.1990, register 71 (Belgrade), serial 000; check digit worked out by
// hand: 11 − (7·0+6·1+5·0+4·1+3·9+2·9+7·0+6·7+5·1+4·0+3·0+2·0 = 102) mod 11 = 11 − 3 = 8.
const valid = '0101990710008';

describe('when a JMBG is checked', () => {
  it('accepts thirteen digits with the right check digit and birth date', () => {
    expect(jmbgProblem(valid, '1990-01-01')).toBeNull();
    expect(jmbgBirthDate(valid)).toBe('1990-01-01');
  });

  it('refuses a wrong check digit', () => {
    expect(jmbgProblem('0101990710007', '1990-01-01')).toBe('jmbgCheckDigit');
  });

  it('refuses a JMBG whose date differs from the birth date', () => {
    expect(jmbgProblem(valid, '1990-01-02')).toBe('jmbgBirthDate');
  });

  it('refuses anything but thirteen digits', () => {
    expect(jmbgProblem('010199071000', '1990-01-01')).toBe('jmbgFormat');
    expect(jmbgProblem('01019907100a8', '1990-01-01')).toBe('jmbgFormat');
  });

  it('refuses a date that does not exist even with a matching check digit', () => {
    expect(jmbgProblem(makeJmbg('1990-02-31'), null)).toBe('jmbgBirthDate');
  });

  it('reads years of this century from a leading 0', () => {
    const jmbg = makeJmbg('2007-05-14', '80', '123');
    expect(jmbgProblem(jmbg, '2007-05-14')).toBeNull();
  });
});

describe('when a player licence form is validated', () => {
  const form = {
    kind: 'player',
    club_id: 1,
    season: '2026/27',
    first_name: 'Nikola',
    last_name: 'Jović',
    birth_date: '1990-01-01',
    jmbg: valid,
  };

  it('passes a valid JMBG', () => {
    expect(() => playerLicenceSchema.validateSync(form)).not.toThrow();
  });

  it('names the JMBG field with the broken rule', () => {
    const errors = () =>
      playerLicenceSchema.validateSync(
        { ...form, birth_date: '1991-01-01' },
        { abortEarly: false },
      );
    expect(errors).toThrow(expect.objectContaining({ errors: ['jmbgBirthDate'] }) as Error);
  });
});

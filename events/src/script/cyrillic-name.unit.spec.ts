import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { arenaSchema } from '../arena/commands';
import { createCategorySchema, updateCategorySchema } from '../category/commands';
import { clubSchema, officialLicenceSchema, playerLicenceSchema } from '../club/commands';
import { createLeagueSchema, updateLeagueSchema } from '../league/commands';
import { teamSchema } from '../team/commands';
import { cyrillicNameData, cyrillicNameEditField, cyrillicNameField } from './cyrillic-name';

/** The messages a value gets from a field, or [] when it passes. */
function problems(field: { validateSync(value: unknown): unknown }, value: unknown): string[] {
  try {
    field.validateSync(value);
    return [];
  } catch (error) {
    return (error as yup.ValidationError).errors;
  }
}

describe('when an admin gives a record its own Cyrillic form', () => {
  it('keeps the form as typed, trimmed, Latin letters of a sponsor included', () => {
    expect(cyrillicNameField().validateSync('  Џејлен Браун ')).toBe('Џејлен Браун');
    expect(cyrillicNameField().validateSync('Meridianbet Арена')).toBe('Meridianbet Арена');
  });

  it('reads an empty or absent form as "transliterate"', () => {
    expect(cyrillicNameField().validateSync('')).toBeNull();
    expect(cyrillicNameField().validateSync('   ')).toBeNull();
    expect(cyrillicNameField().validateSync(undefined)).toBeNull();
    expect(cyrillicNameData({ cyrillic_name: null })).toEqual({ cyrillicName: null });
    expect(cyrillicNameData({})).toEqual({ cyrillicName: null });
  });

  it('refuses a form longer than a name may be (255 characters)', () => {
    expect(problems(cyrillicNameField(), 'Ж'.repeat(255))).toEqual([]);
    expect(problems(cyrillicNameField(), 'Ж'.repeat(256))).toEqual(['validName']);
  });

  it('leaves a league edit that does not name the form alone, and refuses one that is not text', () => {
    expect(cyrillicNameEditField().validateSync(undefined)).toBeUndefined();
    expect(cyrillicNameEditField().validateSync(null)).toBeNull();
    expect(problems(cyrillicNameEditField(), 12)).toEqual(['validName']);
  });
});

describe('when any record kind carries a Cyrillic form', () => {
  const bodies: [string, yup.AnyObjectSchema, Record<string, unknown>, string][] = [
    ['team', teamSchema, { name: 'Partizan' }, 'cyrillic_name'],
    ['arena', arenaSchema, { name: 'Arena' }, 'cyrillic_name'],
    ['new category', createCategorySchema, { name: 'Seniori', season: '2026/27' }, 'cyrillic_name'],
    ['category', updateCategorySchema, { name: 'Seniori', season: '2026/27' }, 'cyrillic_name'],
    ['club', clubSchema, { name: 'KK Dunav' }, 'cyrillic_name'],
    [
      'league',
      createLeagueSchema,
      { name: 'Liga', number_of_teams: 4, rounds: 2, start_date: '2026-10-05' },
      'cyrillic_name',
    ],
    ['league edit', updateLeagueSchema, {}, 'cyrillic_name'],
    [
      'player licence',
      playerLicenceSchema,
      { kind: 'player', club_id: 1, season: '2026/27', first_name: 'J', last_name: 'B' },
      'cyrillic_first_name',
    ],
    [
      'official licence',
      officialLicenceSchema,
      { kind: 'official', club_id: 1, season: '2026/27', first_name: 'J', last_name: 'B' },
      'cyrillic_last_name',
    ],
  ];

  it.each(bodies)('the %s body applies the one rule to it', (_kind, schema, body, field) => {
    const tooLong = problems(schema.pick([field]), { ...body, [field]: 'Ж'.repeat(256) });
    expect(tooLong).toEqual(['validName']);
    const kept = schema.pick([field]).validateSync({ ...body, [field]: ' Браун ' });
    expect(kept[field]).toBe('Браун');
  });
});

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../locales/resources';
import { actorText, eventText, fieldText, valueText } from './history-text';

const reader = i18next.createInstance();

beforeAll(async () => {
  await reader.init({
    lng: 'sr-Latn',
    resources: Object.fromEntries(
      Object.entries(resources).map(([language, tree]) => [language, { translation: tree }]),
    ),
  });
});

describe('when the history replay is read in Serbian', () => {
  it('names events and fields in the reader’s language, not by their types', () => {
    expect(eventText(reader.t, 'LeagueUpdated')).toBe('Liga izmenjena');
    expect(fieldText(reader.t, 'start_date')).toBe('Datum početka');
    expect(fieldText(reader.t, 'A1')).toBe('A1');
  });

  it('names who made a change by their name and what they are, and the system as such', () => {
    const same = (name: string) => name;
    const official = { kind: 'official' as const, id: '7', name: 'Marko Marković' };
    expect(actorText(reader.t, same, official)).toBe('Marko Marković (Službeno lice)');
    expect(actorText(reader.t, () => 'Марко Марковић', official)).toBe(
      'Марко Марковић (Službeno lice)',
    );
    expect(actorText(reader.t, same, { kind: 'system', id: null, name: null })).toBe('Sistem');
    expect(actorText(reader.t, same, { kind: 'admin', id: '3', name: null })).toBe(
      'Administrator #3',
    );
  });

  it('writes dates day.month.year and yes or no in words', () => {
    expect(valueText(reader.t, '2026-12-07')).toBe('07.12.2026');
    expect(valueText(reader.t, '2026-12-07T18:30:00.000Z')).toBe('07.12.2026 18:30');
    expect(valueText(reader.t, true)).toBe(reader.t('common.yes'));
  });

  it('falls back to words, never a type name, for an event with no text yet', async () => {
    await reader.changeLanguage('en');
    expect(eventText(reader.t, 'MatchFileUploaded')).toBe('Match file uploaded');
  });
});

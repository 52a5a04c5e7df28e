import { describe, expect, it } from 'vitest';
import { messages } from '@courtside/events';
import { localeFromHeader, translate, translateRelayed } from './i18n';

describe('when picking the language from Accept-Language', () => {
  it.each([
    [undefined, 'sr-Latn'],
    ['', 'sr-Latn'],
    ['de-DE', 'sr-Latn'],
    ['sr', 'sr-Latn'],
    ['sr-RS', 'sr-Latn'],
    ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
    ['en-GB,en;q=0.8', 'en'],
    ['sr-Cyrl;q=0.5, en;q=0.9', 'en'],
    ['de, sr-Latn;q=0.1', 'sr-Latn'],
  ])('reads %j as %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

describe('when translating', () => {
  it('answers English exactly as the shared catalogue words it', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(translate('en', key as keyof typeof messages)).toBe(text);
    }
  });

  it('fills in the wait and translates relayed message references', () => {
    expect(translate('en', 'retryIn', { seconds: 42 })).toBe('Please try again in 42 seconds.');
    expect(translateRelayed('sr-Cyrl', { key: 'noWinner' })).toBe(
      'Није могуће сачувати када нема победника.',
    );
    expect(translateRelayed('sr-Latn', 'Some other text.')).toBe('Some other text.');
  });
});

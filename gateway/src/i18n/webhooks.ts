import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for webhooks (issue 12). */
export const webhookTexts = {
  'sr-Latn': {
    webhookUrl:
      'Unesite punu adresu prijemnika, koja počinje sa https:// (http:// samo za localhost tokom testiranja).',
    webhookKind:
      'Nepoznata vrsta događaja. Izaberite među score.changed, match.finished, standings.changed i schedule.changed.',
    webhookKindsRequired: 'Izaberite bar jednu vrstu događaja.',
    webhookLimit: 'Ovaj API ključ već ima 10 webhook adresa, koliko najviše može imati.',
  },
  'sr-Cyrl': {
    webhookUrl:
      'Унесите пуну адресу пријемника, која почиње са https:// (http:// само за localhost током тестирања).',
    webhookKind:
      'Непозната врста догађаја. Изаберите међу score.changed, match.finished, standings.changed и schedule.changed.',
    webhookKindsRequired: 'Изаберите бар једну врсту догађаја.',
    webhookLimit: 'Овај API кључ већ има 10 webhook адреса, колико највише може имати.',
  },
} satisfies AreaTexts;

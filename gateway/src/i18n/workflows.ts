import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for workflows (issue 12). */
export const workflowTexts = {
  'sr-Latn': {
    workflowNoLeague: 'Ta liga ne postoji.',
    workflowNoSeason:
      'Kategorija ove lige nema sezonu oblika 2025/26, pa nema sledeće sezone u koju bi se prenela.',
    workflowSeasonExists: 'Liga za sezonu {season} već postoji: {name}.',
    workflowSeasonTaken: 'U kategoriji ove lige već postoji liga za sledeću sezonu.',
    workflowRolloverStarted: 'Prenos ove lige u sezonu {season} je već pokrenut.',
    workflowNotFailed: 'Ponovo se može pokrenuti samo neuspeli tok rada.',
    workflowEnded: 'Ovaj tok rada je već završen.',
    workflowCrashed:
      'Tok rada je više puta stao zbog neočekivane greške; pokrenite ga ponovo kasnije.',
  },
  'sr-Cyrl': {
    workflowNoLeague: 'Та лига не постоји.',
    workflowNoSeason:
      'Категорија ове лиге нема сезону облика 2025/26, па нема следеће сезоне у коју би се пренела.',
    workflowSeasonExists: 'Лига за сезону {season} већ постоји: {name}.',
    workflowSeasonTaken: 'У категорији ове лиге већ постоји лига за следећу сезону.',
    workflowRolloverStarted: 'Пренос ове лиге у сезону {season} је већ покренут.',
    workflowNotFailed: 'Поново се може покренути само неуспели ток рада.',
    workflowEnded: 'Овај ток рада је већ завршен.',
    workflowCrashed:
      'Ток рада је више пута стао због неочекиване грешке; покрените га поново касније.',
  },
} satisfies AreaTexts;

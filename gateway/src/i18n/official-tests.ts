import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for officials' tests (issue 9C). */
export const officialTestTexts = {
  'sr-Latn': {
    // Officials' tests (issue 9C).
    testCorrectCount:
      'Pitanje sa jednim odgovorom ima tačno jednu tačnu opciju; sa više odgovora, bar jednu.',
    testOptions: 'Pitanje ima od 2 do 10 opcija.',
    testQuestions: 'Test ima od 1 do 100 pitanja.',
    testPassMark: 'Prag za prolaz je procenat od 1 do 100.',
    testTimeLimit: 'Vremensko ograničenje je od 1 do 240 minuta.',
    testAssignOfficial: 'Test se može dodeliti samo aktivnim službenim licima.',
    testAlreadyTaken: 'Već ste polagali ovaj test.',
    testNotStarted: 'Započnite test pre predaje odgovora.',
    testTimeUp: 'Vreme za ovaj test je isteklo; odgovori nisu prihvaćeni.',
    testUnknownAnswer: 'Ovaj odgovor navodi pitanje ili opciju koje test nema.',
    testOneAnswer: 'Ovo pitanje ima samo jedan odgovor.',
  },
  'sr-Cyrl': {
    // Officials' tests (issue 9C).
    testCorrectCount:
      'Питање са једним одговором има тачно једну тачну опцију; са више одговора, бар једну.',
    testOptions: 'Питање има од 2 до 10 опција.',
    testQuestions: 'Тест има од 1 до 100 питања.',
    testPassMark: 'Праг за пролаз је проценат од 1 до 100.',
    testTimeLimit: 'Временско ограничење је од 1 до 240 минута.',
    testAssignOfficial: 'Тест се може доделити само активним службеним лицима.',
    testAlreadyTaken: 'Већ сте полагали овај тест.',
    testNotStarted: 'Започните тест пре предаје одговора.',
    testTimeUp: 'Време за овај тест је истекло; одговори нису прихваћени.',
    testUnknownAnswer: 'Овај одговор наводи питање или опцију које тест нема.',
    testOneAnswer: 'Ово питање има само један одговор.',
  },
} satisfies AreaTexts;

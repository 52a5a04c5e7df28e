import { matchFileLimits } from '@courtside/events';
import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for the officials' desk: match reports and their files (issue 9B). */
export const officialDeskTexts = {
  'sr-Latn': {
    matchFileTooLarge: 'Datoteka je veća od 20 MB.',
    matchFileCount: `Utakmica može imati najviše ${matchFileLimits.maxFiles} datoteka; prvo uklonite jednu.`,
    matchFileKind: 'Izaberite šta je datoteka: fotografija objekta, zapisnik ili drugi dokument.',
    reportText: 'Najviše 5000 znakova.',
    reportAttendance: 'Unesite broj gledalaca, ceo broj od 0 do 100000.',
    reportEntries: 'Najviše 30 stavki.',
  },
  'sr-Cyrl': {
    matchFileTooLarge: 'Датотека је већа од 20 MB.',
    matchFileCount: `Утакмица може имати највише ${matchFileLimits.maxFiles} датотека; прво уклоните једну.`,
    matchFileKind: 'Изаберите шта је датотека: фотографија објекта, записник или други документ.',
    reportText: 'Највише 5000 знакова.',
    reportAttendance: 'Унесите број гледалаца, цео број од 0 до 100000.',
    reportEntries: 'Највише 30 ставки.',
  },
} satisfies AreaTexts;

import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for the failed deliveries (issue 12). */
export const deadLetterTexts = {
  'sr-Latn': {
    deadLetterSuperseded:
      'Posle ove neuspele isporuke poslata je novija verzija. Ponovno slanje ove bi je prepisalo, pa je umesto toga odbacite.',
  },
  'sr-Cyrl': {
    deadLetterSuperseded:
      'После ове неуспеле испоруке послата је новија верзија. Поновно слање ове би је преписало, па је уместо тога одбаците.',
  },
} satisfies AreaTexts;

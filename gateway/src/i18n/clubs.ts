import type { AreaTexts } from './keys';

/** The gateway's Serbian texts for clubs and licences (issue 9A). */
export const clubTexts = {
  'sr-Latn': {
    jmbgFormat: 'JMBG mora imati tačno 13 cifara.',
    jmbgCheckDigit: 'JMBG nije ispravan: kontrolna cifra je pogrešna.',
    jmbgBirthDate: 'JMBG se ne slaže sa datumom rođenja.',
    jmbgTaken: 'JMBG mora biti jedinstven: već je licenciran za klub {club}.',
    noSuchClub: 'Takav klub ne postoji.',
    clubNameTaken: 'Klub sa ovim imenom već postoji.',
    teamInOtherClub: 'Ovaj tim već pripada drugom klubu.',
    licenceRevoked: 'Ova licenca je povučena.',
    sameClub: 'Licenca je već u ovom klubu.',
    noSuchTeam: 'Takav tim ne postoji.',
    jmbgInFile: 'Ovaj JMBG se u fajlu javlja više puta.',
  },
  'sr-Cyrl': {
    jmbgFormat: 'ЈМБГ мора имати тачно 13 цифара.',
    jmbgCheckDigit: 'ЈМБГ није исправан: контролна цифра је погрешна.',
    jmbgBirthDate: 'ЈМБГ се не слаже са датумом рођења.',
    jmbgTaken: 'ЈМБГ мора бити јединствен: већ је лиценциран за клуб {club}.',
    noSuchClub: 'Такав клуб не постоји.',
    clubNameTaken: 'Клуб са овим именом већ постоји.',
    teamInOtherClub: 'Овај тим већ припада другом клубу.',
    licenceRevoked: 'Ова лиценца је повучена.',
    sameClub: 'Лиценца је већ у овом клубу.',
    noSuchTeam: 'Такав тим не постоји.',
    jmbgInFile: 'Овај ЈМБГ се у фајлу јавља више пута.',
  },
} satisfies AreaTexts;

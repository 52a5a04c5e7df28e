/** Demo content: Serbian leagues and clubs, believable but not real results. */
export interface DemoLeague {
  name: string;
  category: 'seniors' | 'juniors';
  city: string | null;
  teams: { name: string; fullName: string; city: string }[];
}

export const demoCategories = {
  seniors: { name: 'Seniori', tabindex: 1 },
  juniors: { name: 'Juniori', tabindex: 2 },
} as const;

/** A few arenas, home to the teams of their city (coordinates approximate). */
export const demoArenas = [
  {
    name: 'SPENS',
    address: 'Sutjeska 2',
    city: 'Novi Sad',
    country: 'Srbija',
    latitude: 45.2471,
    longitude: 19.8453,
  },
  {
    name: 'Hala sportova Dudova šuma',
    address: 'Dudova šuma bb',
    city: 'Subotica',
    country: 'Srbija',
    latitude: 46.0955,
    longitude: 19.6803,
  },
  {
    name: 'Millennium centar',
    // A foreign word Serbian writes its own way: letter by letter it would read "Милленниум".
    cyrillic_name: 'Миленијум центар',
    address: 'Omladinski trg 1',
    city: 'Vršac',
    country: 'Srbija',
    latitude: 45.1196,
    longitude: 21.2993,
  },
  {
    name: 'Hala Medison',
    address: 'Bulevar Milutina Milankovića bb',
    city: 'Zrenjanin',
    country: 'Srbija',
    latitude: 45.3799,
    longitude: 20.3966,
  },
  {
    name: 'Hala Jezero',
    address: 'Slobode bb',
    city: 'Kragujevac',
    country: 'Srbija',
    latitude: 44.0227,
    longitude: 20.9259,
  },
] as const;

export const demoLeagues: DemoLeague[] = [
  {
    name: 'Prva muška regionalna liga — Sever',
    category: 'seniors',
    city: null,
    teams: [
      { name: 'Vojvodina', fullName: 'KK Vojvodina Novi Sad', city: 'Novi Sad' },
      { name: 'Spartak', fullName: 'KK Spartak Subotica', city: 'Subotica' },
      { name: 'Vršac', fullName: 'KK Vršac', city: 'Vršac' },
      { name: 'Tamiš', fullName: 'KK Tamiš Pančevo', city: 'Pančevo' },
      { name: 'Proleter', fullName: 'KK Proleter Zrenjanin', city: 'Zrenjanin' },
      { name: 'Sombor', fullName: 'KK Sombor', city: 'Sombor' },
      { name: 'Kikinda', fullName: 'KK Kikinda', city: 'Kikinda' },
      { name: 'Sremska Mitrovica', fullName: 'KK Sremska Mitrovica', city: 'Sremska Mitrovica' },
      { name: 'Bečej', fullName: 'KK Bečej', city: 'Bečej' },
      { name: 'Ruma', fullName: 'KK Ruma', city: 'Ruma' },
    ],
  },
  {
    name: 'Druga muška liga Srbije — Centar',
    category: 'seniors',
    city: null,
    teams: [
      { name: 'Čačak 94', fullName: 'KK Čačak 94', city: 'Čačak' },
      { name: 'Sloga', fullName: 'KK Sloga Kraljevo', city: 'Kraljevo' },
      { name: 'Radnički', fullName: 'KK Radnički Kragujevac', city: 'Kragujevac' },
      { name: 'Metalac', fullName: 'KK Metalac Valjevo', city: 'Valjevo' },
      { name: 'Zlatibor', fullName: 'KK Zlatibor Čajetina', city: 'Čajetina' },
      { name: 'Jagodina', fullName: 'KK Jagodina', city: 'Jagodina' },
      { name: 'Kruševac', fullName: 'KK Napredak Kruševac', city: 'Kruševac' },
      { name: 'Novi Pazar', fullName: 'KK Novi Pazar', city: 'Novi Pazar' },
    ],
  },
  {
    name: 'Juniorska liga Beograda',
    category: 'juniors',
    city: 'Beograd',
    teams: [
      { name: 'OKK Beograd', fullName: 'OKK Beograd', city: 'Beograd' },
      { name: 'Mladost', fullName: 'KK Mladost Zemun', city: 'Zemun' },
      { name: 'Dunav', fullName: 'KK Dunav Stari Banovci', city: 'Stari Banovci' },
      { name: 'Žarkovo', fullName: 'KK Žarkovo', city: 'Beograd' },
      { name: 'Voždovac', fullName: 'KK Voždovac', city: 'Beograd' },
      { name: 'Lazarevac', fullName: 'KK Lazarevac', city: 'Lazarevac' },
      { name: 'Obrenovac', fullName: 'KK Obrenovac', city: 'Obrenovac' },
      { name: 'Smederevo', fullName: 'KK Smederevo 1953', city: 'Smederevo' },
    ],
  },
];

/** Accounts the demo creates; the passwords meet the spec's rule and are printed at start. */
export const demoAccounts = {
  official: {
    kind: 'official',
    email: 'sudija@courtside.test',
    name: 'Marko Petrović',
    password: 'Sudija#2026',
    roles: ['referee', 'delegate'],
    permissions: ['view.leagues', 'view.contests'],
  },
  admin: {
    kind: 'admin',
    email: 'admin@courtside.test',
    name: 'Jelena Jovanović',
    password: 'Admin#2026',
    roles: ['super-admin'],
    permissions: [],
  },
  representative: {
    kind: 'representative',
    email: 'klub@courtside.test',
    name: 'Nikola Nikolić',
    password: 'Klub#2026x',
    roles: ['club official'],
    permissions: [],
  },
} as const;

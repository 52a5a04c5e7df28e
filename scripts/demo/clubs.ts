import type { Commands } from '@courtside/command-service';
import { makeJmbg } from '@courtside/events';

/** The slice of command-service's in-process API the club seed drives. */
export type ClubSeedCommands = Pick<Commands, 'createClub' | 'issueLicence'>;

/** A catalogue team the demo created, to be fielded by a club of the same name. */
export interface SeededTeam {
  id: number;
  name: string;
  city: string;
  arenaId: number | null;
}

const firstNames = [
  'Nikola',
  'Marko',
  'Stefan',
  'Luka',
  'Aleksa',
  'Filip',
  'Vuk',
  'Lazar',
  'Uroš',
  'Nemanja',
  'Dušan',
  'Ognjen',
  'Miloš',
  'Andrija',
  'Vasilije',
  'Strahinja',
  'Mihajlo',
  'Đorđe',
];
const lastNames = [
  'Jovanović',
  'Petrović',
  'Nikolić',
  'Marković',
  'Đorđević',
  'Stojanović',
  'Ilić',
  'Stanković',
  'Pavlović',
  'Milošević',
  'Todorović',
  'Kovačević',
  'Simić',
  'Lukić',
  'Popović',
  'Vasić',
  'Mitrović',
  'Radovanović',
];
const positions = ['point guard', 'shooting guard', 'small forward', 'power forward', 'center'];
const officialRoles = ['coach', 'assistant coach', 'physio'] as const;
/** JMBG register numbers of the cities (71 Belgrade, 80 Novi Sad, …); any 2 digits are valid. */
const registers = ['71', '80', '81', '82', '85', '86', '87', '89', '91'];

/**
 * A foreign player of the first club, whose name the Cyrillic interface must not transliterate
 * letter by letter (it would keep "Jaylen Brown" in Latin): his licence carries its own forms.
 */
export const demoForeignPlayer = {
  first_name: 'Jaylen',
  last_name: 'Brown',
  cyrillic_first_name: 'Џејлен',
  cyrillic_last_name: 'Браун',
  position: 'small forward',
  number: 7,
} as const;

/**
 * One club per demo team (named as the team, fielding it), each with eight licensed players
 * (valid JMBGs, numbers, positions) and three licensed officials for the season. Deterministic:
 * the same names and numbers every time.
 */
export async function seedDemoClubs(
  commands: ClubSeedCommands,
  teams: readonly SeededTeam[],
  season: string,
  seasonStartYear: number,
  track: (answer: { position: string }) => unknown,
): Promise<void> {
  let serial = 0;
  let firstClubId: number | null = null;
  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
  for (const [clubIndex, team] of teams.entries()) {
    const slug = team.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '');
    const club = await commands.createClub(
      {
        name: team.name,
        city: team.city,
        region: null,
        arena_id: team.arenaId,
        link: `https://kk${slug}.rs`,
        contact: `kontakt@kk${slug}.rs`,
        team_ids: [team.id],
      },
      {},
    );
    track(club);
    firstClubId ??= club.id;
    for (let player = 0; player < 8; player += 1) {
      serial += 1;
      const age = 18 + ((clubIndex + player * 3) % 14);
      const month = String(1 + ((serial * 5) % 12)).padStart(2, '0');
      const dayOfMonth = String(1 + ((serial * 7) % 28)).padStart(2, '0');
      const birthDate = `${seasonStartYear - age}-${month}-${dayOfMonth}`;
      track(
        await commands.issueLicence(
          {
            kind: 'player',
            club_id: club.id,
            season,
            first_name: pick(firstNames, serial * 7 + clubIndex),
            last_name: pick(lastNames, serial * 5 + player),
            birth_date: birthDate,
            birth_place: team.city,
            ebr: `EBR-${String(100_000 + serial)}`,
            jmbg: makeJmbg(
              birthDate,
              pick(registers, serial),
              String(serial % 1000).padStart(3, '0'),
            ),
            number: 4 + ((player * 3 + clubIndex) % 12),
            position: pick(positions, player),
          },
          {},
        ),
      );
    }
    for (const [roleIndex, role] of officialRoles.entries()) {
      serial += 1;
      track(
        await commands.issueLicence(
          {
            kind: 'official',
            club_id: club.id,
            season,
            first_name: pick(firstNames, serial * 11 + roleIndex),
            last_name: pick(lastNames, serial * 3 + clubIndex),
            role,
            licence_number: `TL-${String(5000 + serial)}`,
          },
          {},
        ),
      );
    }
  }
  if (firstClubId === null) return;
  const birthDate = `${seasonStartYear - 24}-10-24`;
  track(
    await commands.issueLicence(
      {
        kind: 'player',
        club_id: firstClubId,
        season,
        ...demoForeignPlayer,
        birth_date: birthDate,
        birth_place: null,
        ebr: null,
        // Serial 999: beyond any the loop above reaches, so the JMBG is the demo's only one.
        jmbg: makeJmbg(birthDate, '80', '999'),
      },
      {},
    ),
  );
}

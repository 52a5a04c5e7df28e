/** A licensed player as the public sees them: no JMBG, EBR, birth place or full birth date. */
export interface PublicLicensedPlayer {
  id: number;
  first_name: string;
  last_name: string;
  /** Birth year at most. */
  birth_year: number;
  number: number | null;
  position: string | null;
  photo: string | null;
  season: string;
}

/** A licensed club official as the public sees them. */
export interface PublicLicensedClubOfficial {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  season: string;
}

/** The club's public record. */
export interface PublicClubRecord {
  id: number;
  name: string;
  city: string | null;
  region: string | null;
  logo: string | null;
  link: string | null;
  contact: string | null;
  arena: { id: number; name: string; city: string | null } | null;
  teams: { id: number; name: string; category_name: string | null }[];
}

/** `GET /api/leagues/team/{id}/link` (spec §7): the team's club and its active licences. */
export interface TeamLink {
  licensedPlayers: PublicLicensedPlayer[];
  licensedClubOfficials: PublicLicensedClubOfficial[];
  club: PublicClubRecord | null;
}

/** A club in the administration's list. */
export interface AdminClub {
  id: number;
  name: string;
  /** The name's own Cyrillic form; null: the Cyrillic interface transliterates the name. */
  cyrillic_name: string | null;
  city: string | null;
  region: string | null;
  arena_id: number | null;
  logo: string | null;
  link: string | null;
  contact: string | null;
  team_ids: number[];
  teams: { id: number; name: string }[];
  players: number;
  officials: number;
}

/** One step of a licence's history, oldest first. */
export interface LicenceHistoryStep {
  action: 'issued' | 'transferred' | 'revoked';
  club_id: number;
  club_name: string | null;
  from_club_id: number | null;
  season: string;
  reason: string | null;
  at: string;
}

/** A licence as the administration's licences preview shows it (private fields included). */
export interface AdminLicence {
  id: number;
  kind: 'player' | 'official';
  status: 'active' | 'revoked';
  club_id: number;
  club_name: string | null;
  season: string;
  first_name: string;
  last_name: string;
  /** The names' own Cyrillic forms (a foreign player); null: transliterate. */
  cyrillic_first_name: string | null;
  cyrillic_last_name: string | null;
  birth_date: string | null;
  birth_place: string | null;
  ebr: string | null;
  jmbg: string | null;
  photo: string | null;
  number: number | null;
  position: string | null;
  role: string | null;
  licence_number: string | null;
  issued_at: string;
  revision: number;
  history: LicenceHistoryStep[];
}

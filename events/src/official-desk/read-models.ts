import type { MatchFileKind, MatchFileType } from './rules';

/** A file an official uploaded for a match, as the desk lists it. */
export interface MatchFile {
  id: number;
  contest_id: number;
  kind: MatchFileKind;
  media_type: MatchFileType;
  size_bytes: number;
  /** The name it had on the uploader's device: shown, never used to store or serve it. */
  original_name: string;
  uploaded_by: { id: number; name: string };
  uploaded_at: string;
  /** Served only to those who may see the match; `null` thumbnail for a PDF. */
  url: string;
  thumbnail_url: string | null;
}

/** A match's files and the limits an upload must keep. */
export interface MatchFiles {
  data: MatchFile[];
  limits: { max_files: number; max_bytes: number };
}

/** A league an official is on the lists of, with their roles in it. */
export interface OfficialLeague {
  id: number;
  name: string;
  season: string | null;
  category_name: string | null;
  roles: string[];
  /** Matches of the league still to play (not finished, postponed or cancelled). */
  upcoming: number;
}

/** One match an official worked: their role, the league, the result and the fee. */
export interface OfficialRecord {
  contest_id: number;
  time: string;
  league: { id: number; name: string };
  role: string;
  first_team_name: string;
  second_team_name: string;
  first_team_total: number | null;
  second_team_total: number | null;
  status: string;
  /** The league's fee for the role, paid for finished matches only; 0 otherwise. */
  fee: number;
}

/** An official's records over a range of days. */
export interface OfficialRecords {
  from: string;
  to: string;
  data: OfficialRecord[];
  total: { matches: number; fees: number };
}

/** One match of a league as the administration's match reports list it. */
export interface LeagueMatchReport {
  contest_id: number;
  time: string;
  status: string;
  first_team_name: string;
  second_team_name: string;
  first_team_total: number;
  second_team_total: number;
  /** When the report was last filed; null while no official has filed one. */
  report_filed_at: string | null;
  report_filed_by: string | null;
  files: number;
}

import type { BookingVideo } from '../video/read-models';
import type { BookingAction, BookingState, RecordingPackage } from './rules';

/** One booking as the representative's and the administrators' screens show it. */
export interface RecordingBooking {
  id: number;
  contest_id: number;
  club_id: number;
  club_name: string | null;
  league_id: number;
  league_name: string | null;
  /** The match's start, ISO-8601. */
  time: string | null;
  first_team_name: string | null;
  second_team_name: string | null;
  location: string | null;
  package: RecordingPackage;
  notes: string | null;
  state: BookingState;
  /** Why it was refused or cancelled; null otherwise. */
  reason: string | null;
  requested_by: number | null;
  requested_at: string;
  updated_at: string;
  /** The steps an administrator may take now. */
  actions: BookingAction[];
  /** The booking stream's revision: sent back as expected_revision with a step. */
  revision: number;
  /** The attached video (issue 11), on the administrators' list; null while there is none. */
  video?: BookingVideo | null;
}

/** The booking list's filters (`GET /api/admin/video-on-demand`). */
export interface BookingFilters {
  state?: BookingState;
  league_id?: number;
  /** The match's UTC day, YYYY-MM-DD. */
  date?: string;
}

/**
 * Answers about who is signed in and their own account: the three sign-in kinds, the profile,
 * two-factor enrolment and the video zone's representatives.
 */

/** Where an administrator's two-factor setup stands. */
export interface TwoFactorState {
  enabled: boolean;
  confirmed: boolean;
  pending: boolean;
}

/** What POST /api/login, POST /api/two-factor-challenge and GET /api/admin/user answer. */
export interface AdminSessionAnswer {
  user: {
    id: number;
    email: string;
    name: string;
    avatar: string | null;
    deleted_at: string | null;
  };
  permissions: string[];
  roles: string[];
  two_factor: TwoFactorState;
}

/** An official as the officials area knows them. */
export interface OfficialUser {
  id: number;
  email: string;
  name: string;
  avatar: string | null;
  deleted_at: string | null;
}

/** GET /api/officials/user and POST /api/officials/login answer this. */
export interface OfficialSession {
  user: OfficialUser;
  permissions: string[];
  roles: string[];
}

/** Spec §3: the representative as GET /api/video-zone/user and sign-in answer it. */
export interface Representative {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Last name followed by first name. */
  fullname: string;
  approved_at: string | null;
  pb_club_id: number | null;
  club: string | null;
  sport_id: number | null;
}

/** The video zone's sign-in answer. */
export interface RepresentativeAnswer {
  representative: Representative;
  permissions: string[];
  roles: string[];
}

/** One row of GET /api/admin/video-zone-users. */
export interface VideoZoneUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  fullname: string;
  club: string | null;
  pb_club_id: number | null;
  sport_id: number | null;
  status: 'pending' | 'approved' | 'deleted';
  created_at: string;
  approved_at: string | null;
  deleted_at: string | null;
}

/** GET /api/profile: the signed-in user (admin, official or representative). */
export interface AccountProfile {
  id: number;
  kind: 'admin' | 'official' | 'representative';
  name: string;
  email: string;
  screen_name: string | null;
  roles: string[];
  avatar: string;
  has_avatar: boolean;
}

/** POST /api/user/two-factor-authentication: a new seed, shown once as QR and as text. */
export interface TwoFactorEnrolment {
  qr_code_svg: string;
  secret: string;
}

/** POST /api/user/confirmed-two-factor-authentication: recovery codes, shown once. */
export interface TwoFactorConfirmation {
  recovery_codes: string[];
  two_factor: TwoFactorState;
}

import { hash } from '@node-rs/argon2';
import type { Request, Response } from 'express';
import { recordAccountEvents, requestMetadata } from '../audit/record-account-event';
import type { AreaDeps } from '../area-deps';
import { ValidationError } from '../errors';
import { clubNamed, sportExists } from '../queries/video-zone';
import { fullName, representativeRole } from './representatives';

/** A registration form as the route's schema checked it. */
export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  club: string;
  sport_id?: number | null;
}

/**
 * Registers a representative (spec §3), pending approval: the address must be free, the club a
 * team of the read model and the sport one shown on scheduling. Records AccountRegistered and
 * the representative's details.
 */
export async function registerRepresentative(
  deps: AreaDeps,
  req: Request,
  res: Response,
  input: Registration,
): Promise<void> {
  const { knex } = deps;
  const problems: Record<string, ('emailTaken' | 'unknownClub' | 'unknownSport')[]> = {};
  const taken = await knex('accounts')
    .where({ kind: 'representative' })
    .whereRaw('lower(email) = lower(?)', [input.email])
    .first('id');
  if (taken) problems.email = ['emailTaken'];
  const club = await clubNamed(knex, input.club);
  if (!club) problems.club = ['unknownClub'];
  const sportId = input.sport_id ?? null;
  if (sportId !== null && !(await sportExists(knex, sportId))) problems.sport_id = ['unknownSport'];
  if (Object.keys(problems).length > 0 || !club) throw new ValidationError(problems);

  const passwordHash = await hash(input.password, {});
  const name = fullName(input.first_name, input.last_name);
  const id = await knex
    .transaction(async (trx) => {
      const [row] = await trx('accounts')
        .insert({
          kind: 'representative',
          email: input.email,
          name,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          club: club.name,
          pb_club_id: club.id,
          sport_id: sportId,
        })
        .returning<{ id: number }[]>('id');
      if (!row) throw new Error('representative insert returned nothing');
      const role = await trx('roles')
        .where({ name: representativeRole, guard: 'account' })
        .first<{ id: number } | undefined>('id');
      if (role) await trx('account_roles').insert({ account_id: row.id, role_id: role.id });
      return row.id;
    })
    .catch((error: unknown) => {
      // Two registrations of one address at once: the unique index decides, the loser gets 422.
      if ((error as { code?: string }).code === '23505') {
        throw new ValidationError({ email: ['emailTaken'] });
      }
      throw error;
    });
  if (!deps.store) return;
  const metadata = requestMetadata(req, res, { kind: 'representative', id: String(id) });
  try {
    await recordAccountEvents(deps.store, metadata, [
      {
        type: 'AccountRegistered',
        data: {
          accountId: id,
          kind: 'representative',
          email: input.email,
          name,
          roles: [representativeRole],
        },
      },
      {
        type: 'AccountUpdated',
        data: {
          accountId: id,
          changes: {
            first_name: input.first_name,
            last_name: input.last_name,
            club: club.name,
            pb_club_id: club.id,
            sport_id: sportId,
          },
        },
      },
    ]);
  } catch (error) {
    // All or nothing: an account the log never heard of must not stay behind to sign in with.
    await knex.transaction(async (trx) => {
      await trx('account_roles').where({ account_id: id }).delete();
      await trx('accounts').where({ id }).delete();
    });
    throw error;
  }
}

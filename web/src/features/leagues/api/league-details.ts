import {
  updateLeagueSchema,
  type AdminLeagueDetail,
  type TieBreakCriterion,
} from '@courtside/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { FormTexts } from '../../../lib/command-form';
import { leagueBasicsFields } from './league-form';
import { leaguesKey } from './leagues';

/** GET /api/admin/leagues/:id with what the edit screen changes besides the wizard's facts. */
export type LeagueDetails = AdminLeagueDetail & {
  cyrillic_name: string | null;
  public: boolean;
  weeks: number | null;
  category_id: number | null;
  season: string | null;
  tie_break_order: TieBreakCriterion[];
};

/**
 * The edit screen's form: every field the wizard set and the league's own tie-break order,
 * checked with the schema command-service checks the edit with (UpdateLeague's), so the two
 * cannot disagree.
 */
export const leagueDetailsSchema = updateLeagueSchema.pick([
  ...leagueBasicsFields,
  'tie_break_order',
]);
export type LeagueDetailsInput = yup.InferType<typeof leagueDetailsSchema>;

export const leagueDetailsTexts: FormTexts = {
  required: 'validation.required',
  validName: 'leaguesAdmin.form.tooLong',
  invalid: 'leaguesAdmin.form.validDate',
  validNumber: 'leaguesAdmin.form.validNumber',
  maxTeams: 'leaguesAdmin.form.maxTeams',
  maxRounds: 'leaguesAdmin.form.maxRounds',
  // The tie-break order's rules are the platform tab's, so are their words.
  tieBreakUnknown: 'platformSettings.form.tieBreakUnknown',
  tieBreakRepeated: 'platformSettings.form.tieBreakRepeated',
  tieBreakEmpty: 'platformSettings.form.tieBreakEmpty',
};

/** PATCH /api/admin/leagues/:id; a 422 is left to the form. */
export function useSaveLeagueDetails(leagueId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeagueDetailsInput) =>
      apiRequest<LeagueDetails>(`/admin/leagues/${leagueId}`, {
        method: 'PATCH',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

/** DELETE /api/admin/leagues/:id: refused (422, said in the dialog) once a result exists. */
export function useDeleteLeague(leagueId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>(`/admin/leagues/${leagueId}`, {
        method: 'DELETE',
        quietStatuses: [422],
        successMessage,
      }),
    // Only a delete that went through changes the leagues. On a refusal there is nothing to
    // refetch, and waiting for every league query to answer again held the refusal back.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

import type { UseFormReturn } from 'react-hook-form';
import { leagueBasicsFields, type LeagueFormInput } from '../api/league-form';
import type { LeagueKind } from '../api/leagues';
import type { CategoryOption } from './category-season-fields';

/** The wizard's steps in order, and the fields each one checks before Next. */
export const steps = ['basics', 'teams', 'schedule', 'create'] as const;
export const stepFields: Record<(typeof steps)[number], (keyof LeagueFormInput)[]> = {
  basics: [...leagueBasicsFields],
  teams: ['team_ids'],
  schedule: ['groups', 'best_of', 'generate'],
  create: [],
};

/** What every step of the create wizard works with: the one form, and a message's text. */
export interface WizardStepProps {
  kind: LeagueKind;
  form: UseFormReturn<LeagueFormInput>;
  /** The text of a message key (a field's error), or nothing. */
  text(message: string | undefined): string | undefined;
  /** The categories to pick from (with their seasons). */
  categories: CategoryOption[];
}

/** The league fields a create and an edit both carry, as the command bodies name them. */
interface LeagueFieldsInput {
  name?: unknown;
  cyrillic_name?: unknown;
  email?: unknown;
  sort_index?: unknown;
  public?: unknown;
  number_of_teams?: unknown;
  rounds?: unknown;
  weeks?: unknown;
  start_date?: unknown;
  category_id?: unknown;
  city?: unknown;
  recreational?: unknown;
}

interface LeagueFields<Parsed extends LeagueFieldsInput> {
  name: Parsed['name'];
  cyrillicName: Parsed['cyrillic_name'];
  email: Parsed['email'];
  sortIndex: Parsed['sort_index'];
  public: Parsed['public'];
  numberOfTeams: Parsed['number_of_teams'];
  rounds: Parsed['rounds'];
  weeks: Parsed['weeks'];
  startDate: Parsed['start_date'];
  categoryId: Parsed['category_id'];
  city: Parsed['city'];
  recreational: Parsed['recreational'];
}

/**
 * Those fields under the events' names. An edit's absent fields stay undefined, for the
 * caller to drop: the create and the edit map them the same way.
 */
export function leagueFields<Parsed extends LeagueFieldsInput>(
  parsed: Parsed,
): LeagueFields<Parsed> {
  return {
    name: parsed.name,
    cyrillicName: parsed.cyrillic_name,
    email: parsed.email,
    sortIndex: parsed.sort_index,
    public: parsed.public,
    numberOfTeams: parsed.number_of_teams,
    rounds: parsed.rounds,
    weeks: parsed.weeks,
    startDate: parsed.start_date,
    categoryId: parsed.category_id,
    city: parsed.city,
    recreational: parsed.recreational,
  };
}

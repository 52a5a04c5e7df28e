/**
 * The real providers' credentials for the contract suites (and nothing else): each suite also
 * runs against the real service when these are set. Only this file reads them.
 */
export interface RealProviders {
  geniusSports: { url: string; apiKey: string; competitionId: string } | null;
  atrium: { url: string; key: string; seasonId: string } | null;
}

export function realProviders(env: NodeJS.ProcessEnv = process.env): RealProviders {
  const genius = {
    url: env.GENIUS_SPORTS_URL?.trim() ?? '',
    apiKey: env.GENIUS_SPORTS_API_KEY?.trim() ?? '',
    competitionId: env.GENIUS_SPORTS_CONTRACT_COMPETITION_ID?.trim() ?? '',
  };
  const atrium = {
    url: env.ATRIUM_URL?.trim() ?? '',
    key: env.ATRIUM_KEY?.trim() ?? '',
    seasonId: env.ATRIUM_CONTRACT_SEASON_ID?.trim() ?? '',
  };
  return {
    geniusSports: genius.url && genius.apiKey && genius.competitionId ? genius : null,
    atrium: atrium.url && atrium.key && atrium.seasonId ? atrium : null,
  };
}

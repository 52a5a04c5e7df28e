/** League officials: lists per league, a contest's crew, and league settings (fees, points). */
export { LeagueOfficialsLists } from './components/officials-lists';
export { ContestOfficialsEditor } from './components/contest-officials-editor';
export { LeagueSettingsForm } from './components/league-settings-form';

/** League officials: lists per league, a match's crew, and league settings (fees, points). */
export { LeagueOfficialsLists } from './components/officials-lists';
export { ContestOfficialsEditor } from './components/contest-officials-editor';
export { LeagueSettingsForm } from './components/league-settings-form';

/** The data providers (issue 12): typed clients, their local fakes, the shared model. */
export * from './model';
export {
  geniusSportsClient,
  type GeniusSportsClient,
  type GeniusSportsConfig,
} from './genius-sports/adapter';
export { atriumClient, type AtriumClient, type AtriumConfig } from './atrium/adapter';
export { startGeniusSportsFake, type GeniusSportsFake } from './genius-sports/fake';
export { startAtriumFake, type AtriumFake } from './atrium/fake';
export type { FakeFault, RunningFake } from './fake-server';

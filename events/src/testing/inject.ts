import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/** URL of the PostgreSQL server the vitest global setup started for this run. */
export function testPostgresUrl(): string {
  return inject('pgServerUrl');
}

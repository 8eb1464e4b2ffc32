import { parseConfig } from '../config';
import { dumpEmbedded } from './embedded-backup';

/**
 * npm run db:backup-embedded -- <file.tar.gz>: the embedded database of DATA_DIR as a PGlite
 * tarball. Stop the server first (PGlite is one in-process connection).
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:backup-embedded -- <file.tar.gz>');
  process.exit(1);
}
dumpEmbedded(parseConfig(process.env).dataDir, file).then(
  () => console.log(`embedded database written to ${file}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

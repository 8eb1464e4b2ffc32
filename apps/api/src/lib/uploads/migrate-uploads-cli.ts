import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { migrateUploads } from './migrate-uploads';
import { S3FileStorage } from './s3-file-storage';
import { localUploadsDir } from './uploads-storage';

/**
 * `npm run storage:migrate -- [--dry-run] [--delete-source]`: copies DATA_DIR/uploads into the
 * bucket that STORAGE_DRIVER=s3 and S3_* name, under the same keys (migrate-uploads.ts).
 * Exits 1 when a file failed, so a deploy script stops before switching the app over.
 */
async function main() {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, 'delete-source': { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    throw new ConfigError('storage:migrate copies to S3: set STORAGE_DRIVER=s3 and the S3_* variables of the target bucket');
  }
  const sourceDir = localUploadsDir(config.dataDir);
  const target = new S3FileStorage(config.storage.s3);
  const dryRun = values['dry-run'];
  console.log(`${dryRun ? 'Dry run: ' : ''}${sourceDir} → s3://${config.storage.s3.bucket}`);
  try {
    const report = await migrateUploads({ sourceDir, target, dryRun, deleteSource: values['delete-source'], log: (l) => console.log(l) });
    console.log(
      `${report.scanned} files: ${report.copied} ${dryRun ? 'to copy' : 'copied'} (${report.bytesCopied} bytes), ` +
        `${report.skipped} already there, ${report.deleted} local files deleted, ${report.ignored.length} ignored, ${report.failed.length} failed`,
    );
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

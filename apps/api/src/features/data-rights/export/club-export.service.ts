import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import type { ClubExportRepository } from './club-export.repository';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, 'utf8');

/**
 * The whole club's data for a club that leaves: a ZIP (fflate), one
 * JSON file per table (`tables/<name>.json`), the club and its people's accounts, and the
 * people's photos (`photos/<personHash>.webp`), with a README naming what is left out.
 */
export class ClubExportService {
  constructor(
    private readonly repository: ClubExportRepository,
    private readonly files: FileStorage,
  ) {}

  fileName({ club }: ClubRequestContext): string {
    return `${club.shortname}-data-${new Date().toISOString().slice(0, 10)}.zip`;
  }

  /**
   * The ZIP, whole before it is sent: a failure on the way is a clean error answer, never a cut
   * file (tables are read one after another and each compressed as soon as it is read).
   */
  async build({ club }: ClubRequestContext): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    let finished!: () => void;
    let failed!: (error: Error) => void;
    const done = new Promise<void>((resolve, reject) => {
      finished = resolve;
      failed = reject;
    });
    const zip = new Zip((error, chunk, final) => {
      if (error) return failed(error);
      chunks.push(chunk);
      if (final) finished();
    });
    const add = (name: string, data: Buffer, compress = true) => {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
    };
    const write = async () => {
      const tables = await this.repository.clubTables();
      add(
        'README.txt',
        Buffer.from(
          `Tribuna export of ${club.name} (${new Date().toISOString()}).\n` +
            'tables/: one JSON file per table, the club’s rows. Left out: secrets (tokens, keys, password hashes, QR identifiers, card keys, ticket codes) and payment providers’ ids.\n' +
            'accounts.json: the accounts of the club’s people (no passwords). photos/: people’s photos by person id.\n',
          'utf8',
        ),
      );
      add('club.json', json(await this.repository.club(club.id)));
      add('accounts.json', json(await this.repository.accounts(club.id)));
      for (const table of tables) add(`tables/${table}.json`, json(await this.repository.tableRows(club.id, table)));
      for (const hash of await this.repository.photoHashes(club.id)) {
        const photo = await this.files.get(`person-photos/${hash}.webp`);
        if (photo) add(`photos/${hash}.webp`, photo, false);
      }
      zip.end();
    };
    await write();
    await done;
    return Buffer.concat(chunks);
  }
}

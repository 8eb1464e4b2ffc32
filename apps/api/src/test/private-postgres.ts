import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory with initdb and pg_ctl, or null. */
export function postgresBinaries(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')) && existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A PostgreSQL cluster of this test alone (never the shared server): initdb in a temporary
 * directory, trust auth, its own port and socket directory, fsync left on. PostgreSQL refuses
 * to run as root, so as root the cluster belongs to the `postgres` system user.
 */
export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
    private readonly asUser: string[],
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(bin: string): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'tribuna-pg-stop-'));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    const cluster = new PrivatePostgres(bin, dir, await freePort(), asRoot ? ['runuser', '-u', 'postgres', '--'] : []);
    // --no-sync only spares initdb's own final flush; the server runs with fsync on.
    await cluster.exec('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
    await this.exec('pg_ctl', ['start', '-w', '-t', '60', '-D', join(this.dir, 'data'), '-l', join(this.dir, 'server.log'), '-o', options]);
  }

  /** `immediate`: a crash as far as clients can tell (no checkpoint, connections cut). */
  async stop(mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    await this.exec('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', join(this.dir, 'data')]);
  }

  async destroy(): Promise<void> {
    await this.stop('fast').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async exec(tool: string, args: string[]): Promise<void> {
    const [command, ...prefix] = [...this.asUser, join(this.bin, tool)];
    await run(command!, [...prefix, ...args], { cwd: this.dir, timeout: 120_000 });
  }
}

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this, the headers cost more than the bytes saved (the server's own threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every built text file, at the strongest settings, once per
 * build. The API serves them as they are (@fastify/static `preCompressed`) instead of compressing
 * every response again: on a 2-core server, compressing a signed-in page's chunks per request
 * doubled the server's CPU for the page load.
 */
export function precompress(): Plugin {
  return {
    name: 'tribuna-precompress',
    apply: 'build',
    // After the files are written, and only when the build succeeded (closeBundle also runs after a failure).
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(dir, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

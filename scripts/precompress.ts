import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Brotli and gzip copies of a built app's text files, written beside each file (`x.js.br`,
 * `x.js.gz`) so the platform server sends them as they are, chosen by the request's
 * Accept-Encoding (apps/server/src/platform/static-apps.ts). Compressing once at build time
 * allows the slowest, smallest settings and costs the server nothing per request.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = [
  {
    ext: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the compressed copies of every compressible file under `dir` and returns how many it
 * wrote. A copy that would not be smaller than its original is not written: the server then
 * sends the original, which is what the client would have gained nothing over.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  for (const file of files) {
    const data = await readFile(file);
    for (const encoding of ENCODINGS) {
      const compressed = await encoding.compress(data);
      if (compressed.length >= data.length) continue;
      await writeFile(file + encoding.ext, compressed);
      written++;
    }
  }
  return written;
}

/**
 * A Vite plugin that precompresses the build output once the build has closed (after the public
 * folder's files have been copied in too).
 */
export function precompress(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): Promise<void>;
} {
  let outDir: string | undefined;
  return {
    name: 'platform-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) throw new Error('precompress: the build has no output directory');
      await precompressDir(outDir);
    },
  };
}

import { gzipAsync } from '@gfx/zopfli';
import { promisify } from 'node:util';
import { constants, gzip, type InputType } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes `x.br` and `x.gz` beside every compressible file a client build emits, compressed once at
 * the strongest settings (brotli 11, gzip by Zopfli): the server (api/src/http/web-client.ts, @fastify/static
 * `preCompressed`) then sends them as they are, with the matching Content-Encoding, instead of
 * compressing the same bytes on every request. Used by both client builds (the site and GraphiQL),
 * each compressing its own output; never by the server-rendering build, whose files are not served.
 */
const zlibGzip = promisify(gzip);
// Zopfli's gzip costs ~1 s of the build per 200 KB; files above this are the admin area's editors.
const ZOPFLI_MAX_BYTES = 256 * 1024;

/**
 * The `.gz` for clients without brotli, by Zopfli: a gzip stream any decoder reads, ~3 % smaller than zlib's
 * strongest (the shell's libraries ~6 KiB less on every page's first load).
 */
async function zopfliGzip(input: InputType): Promise<Buffer> {
  const bytes =
    typeof input === 'string'
      ? Buffer.from(input)
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
        : new Uint8Array(input);
  if (bytes.byteLength > ZOPFLI_MAX_BYTES) return zlibGzip(bytes, { level: constants.Z_BEST_COMPRESSION });
  return Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
}

export function precompress(): Plugin {
  const plugin = compression({
    include: /\.(html|css|js|mjs|json|svg|txt|xml|ttf|webmanifest)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm(zopfliGzip),
    ],
    // A file that does not shrink keeps only its original; the server then sends that.
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
  return { ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild };
}

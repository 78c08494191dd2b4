import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes `x.br` and `x.gz` beside every compressible file a client build emits, compressed once at
 * the strongest settings (brotli 11, gzip 9): the server (api/src/http/web-client.ts, @fastify/static
 * `preCompressed`) then sends them as they are, with the matching Content-Encoding, instead of
 * compressing the same bytes on every request. Used by both client builds (the site and GraphiQL),
 * each compressing its own output; never by the server-rendering build, whose files are not served.
 */
export function precompress(): Plugin {
  const plugin = compression({
    include: /\.(html|css|js|mjs|json|svg|txt|xml|ttf|webmanifest)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    // A file that does not shrink keeps only its original; the server then sends that.
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
  return { ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild };
}

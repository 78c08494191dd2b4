import { getHeapSpaceStatistics } from 'node:v8';

/**
 * Loaded into the app by `npm run bench:memory` only (`--import`, never by the app itself): answers the bench's
 * `'memory'` message over the IPC channel with `process.memoryUsage()` and V8's heap spaces, so each sample can say
 * what of the RSS is V8's heap (used and held), what Buffers hold, and what is left for native memory (glibc's arenas,
 * zlib's and brotli's work buffers, code). The channel does not keep the app alive.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  process.send?.({
    usage: process.memoryUsage(),
    spaces: getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      size: space.space_size,
      used: space.space_used_size,
    })),
  });
});
process.channel?.unref();

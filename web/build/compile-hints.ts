import type { Plugin } from 'vite';

/**
 * The libraries' chunks that a page runs nearly all of while it starts and hydrates. Not the shell: Vite puts its
 * preload map in front of it after this plugin, and V8 reads the hint at the top of a file only.
 */
const START_UP_LIBRARIES = /^assets\/(react|relay|router|vendor)-[\w-]{8}\.js$/;
/** V8's explicit compile hint for a whole file (Chromium 136 and later; a comment to every other browser). */
const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad\n';

/**
 * V8 compiles a function when it is first called, on the main thread: while a page hydrated, that was a share of
 * every task (React's, Relay's and react-router's functions, each on its first call). With the hint at the top of
 * their chunks, V8 compiles their functions eagerly, on a background thread while the file streams in. The price is
 * bytecode for the few functions of those libraries a page never calls, compiled off the main thread. Added to the
 * chunks before the build compresses them (./precompress.ts), after the minifier, which drops comments.
 */
export function compileHints(): Plugin {
  return {
    name: 'h2o-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && START_UP_LIBRARIES.test(fileName)) output.code = COMPILE_ALL_FUNCTIONS + output.code;
      }
    },
  };
}

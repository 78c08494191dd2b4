/**
 * Reads until `done` holds, every 100 ms, for what a job finishes in the background (a mail sent, caught, failed);
 * throws with the last value after `timeoutMs`. A wait for a state, not a timing assertion.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that the browser can handle input and paint in between:
 * start-up work done in one go is one long task, which a phone's CPU turns into a frozen page (Lighthouse's Total
 * Blocking Time counts every task over 50 ms). `scheduler.yield()` resumes ahead of other queued tasks where the
 * browser has it (Chromium); elsewhere a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

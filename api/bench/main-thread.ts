import type { Trace, TraceEvent } from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** What the page's main thread did in one Lighthouse run, by its own CPU time rather than the clock's. */
export interface MainThreadFigures {
  /** CPU time of the main thread's tasks from the navigation on (the trace's thread time). */
  cpuMs: number;
  /** The same tasks by the clock: CPU time plus the time the thread waited for a core (or for another process). */
  wallMs: number;
  /** wallMs / cpuMs: about 1 on a quiet machine; 3-5 when other processes share the cores. */
  wallPerCpu: number;
  /**
   * Total blocking time as Lighthouse counts it (each task's part beyond 50 ms after the first contentful paint),
   * but from each task's CPU time times the run's CPU slowdown instead of its clock time times the slowdown.
   */
  cpuTbtMs: number;
}

/** Total blocking time counts what a task takes beyond this. */
const BLOCKING_MS = 50;

/**
 * Lighthouse's simulated throttling multiplies each main-thread task's observed clock time by the CPU slowdown. On a
 * machine whose cores other processes share, a task's clock time includes the time the thread waited for a core:
 * with a load of 15 on two cores a task of 6 ms CPU took 170 ms by the clock, and 4x made it a 680 ms long task. The
 * TBT and score then measure the machine's load, not the page: one build's /impressum scored 63 and 98 in runs minutes
 * apart. The empty page does not show it (it has no task long enough to stretch). The thread's CPU time does not
 * include the waits, so it is the same on a busy machine as on a quiet one.
 */
export function mainThreadFigures(trace: Trace, cpuSlowdown: number): MainThreadFigures {
  const processed = TraceProcessor.processTrace(trace);
  const { timings } = TraceProcessor.processNavigation(processed);
  const origin = processed.timestamps.timeOrigin;
  // The main thread's top-level tasks, as Lighthouse picks them for its TBT; those before the navigation belong to the
  // previous page.
  const events: TraceEvent[] = processed.mainThreadEvents;
  const tasks = events.filter((event) => TraceProcessor.isScheduleableTask(event) && event.dur && event.ts >= origin);
  const cpuMs = tasks.reduce((sum, task) => sum + cpuOf(task), 0);
  const wallMs = tasks.reduce((sum, task) => sum + task.dur / 1000, 0);
  // Lighthouse's rule: from the first contentful paint on (the part of a task after it, if it runs into it), what a task
  // takes beyond 50 ms. The part after the paint is taken by the clock, then counted by its share of the CPU time.
  const firstPaint = origin + (timings.firstContentfulPaint ?? 0) * 1000;
  const cpuTbtMs = tasks.reduce((sum, task) => {
    const shareAfterPaint = Math.max(0, task.ts + task.dur - Math.max(task.ts, firstPaint)) / task.dur;
    return sum + Math.max(0, shareAfterPaint * cpuOf(task) * cpuSlowdown - BLOCKING_MS);
  }, 0);
  return { cpuMs, wallMs, wallPerCpu: cpuMs > 0 ? wallMs / cpuMs : 1, cpuTbtMs };
}

/**
 * A task's CPU time in ms: Chromium records each complete event's thread time (tdur, µs) beside its clock time (dur);
 * Lighthouse's type leaves it out. Without it the clock time stands in, as Lighthouse counts.
 */
function cpuOf(task: TraceEvent): number {
  return ((task as TraceEvent & { tdur?: number }).tdur ?? task.dur) / 1000;
}

/**
 * Lets the browser answer taps and paint before the next step of starting the page: on a
 * phone each step (running a library's module, rendering a part) is tens of milliseconds,
 * and together in one task they would hold the page (issue 15, issue 26). With
 * `scheduler.yield` (Chromium) the step after comes back before other tasks queued since;
 * elsewhere a timer's task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve));
}

// A background task run now and then every `intervalMs` until stopped: the retention pass, the
// Weekly Drop's announcer, staff mail. Never two runs at once: a tick or a wake during a run asks
// for one more run right after it. A failed run is reported and the next tick tries again.

export type Periodic = { wake(): void; stop(): Promise<void> };

export function runPeriodically(intervalMs: number, task: () => Promise<void>, onError: (error: unknown) => void): Periodic {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

import { abortErrorFor } from 'shared-graph';

/** Waiting, made injectable so polling tests run without real time. */
export interface Clock {
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  now(): number;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep(ms, signal) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortErrorFor(signal));
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortErrorFor(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  },
};

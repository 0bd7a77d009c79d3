/**
 * What the client needs from its surroundings, swappable in tests: the fetch function, the wait
 * between retries and the jitter source. Production code never calls configureApiClient.
 */
export interface ApiClientEnvironment {
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), like Math.random. */
  readonly random: () => number;
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const defaults: ApiClientEnvironment = {
  // Looked up at call time, so a test's vi.stubGlobal('fetch') also works.
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: abortableSleep,
  random: () => Math.random(),
};

let current: ApiClientEnvironment = defaults;

export function environment(): ApiClientEnvironment {
  return current;
}

/** Overrides parts of the environment; returns a function that restores the previous one. */
export function configureApiClient(overrides: Partial<ApiClientEnvironment>): () => void {
  const previous = current;
  current = { ...current, ...overrides };
  return () => {
    current = previous;
  };
}

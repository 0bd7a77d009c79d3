import type { ApiError } from './api-error';

/**
 * Spec 001 §7/§8: an answer with flowError + redirectTo opens the restart-flow modal. The client
 * only announces it; the shell subscribes once and shows the modal, whose button goes to
 * `error.redirectTo`. The call still fails with the ApiError, so the page stops its own work.
 */
export type FlowErrorHandler = (error: ApiError) => void;

/**
 * Every remote bundles its own copy of this lib (it is not a federation singleton), while the modal
 * subscribes once in the shell: the handlers live in one realm-wide set, so a call made by any
 * remote's copy reaches the shell's subscriber.
 */
const handlersKey = Symbol.for('@vs/api-client/flow-error-handlers');
type HandlerRegistry = typeof globalThis & { [handlersKey]?: Set<FlowErrorHandler> };
const registry = globalThis as HandlerRegistry;
const handlers: Set<FlowErrorHandler> = (registry[handlersKey] ??= new Set<FlowErrorHandler>());

/** Subscribes; returns the unsubscribe function (for a React effect's cleanup). */
export function onFlowError(handler: FlowErrorHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

export function notifyFlowError(error: ApiError): void {
  for (const handler of [...handlers]) {
    try {
      handler(error);
    } catch (handlerError) {
      // A broken handler must not replace the call's own error; report it the way the browser would.
      globalThis.reportError?.(handlerError);
    }
  }
}

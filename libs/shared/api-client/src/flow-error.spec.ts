import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type * as FlowError from './flow-error';

/** A fresh module instance, as a remote's own bundled copy of the lib would be. */
async function freshCopy(): Promise<typeof FlowError> {
  vi.resetModules();
  return import('./flow-error');
}

const flowErrorTo = (redirectTo: string) =>
  new ApiError({
    status: 409,
    code: 'INVALID_SESSION_FLOW',
    message: 'start again',
    requestId: 'r1',
    redirectTo,
    flowError: true,
  });

describe('flow-error signal', () => {
  it("reaches a subscriber of another copy of the lib (the shell's modal, a remote's call)", async () => {
    const shellCopy = await freshCopy();
    const remoteCopy = await freshCopy();
    expect(remoteCopy).not.toBe(shellCopy);
    const seen: string[] = [];
    const unsubscribe = shellCopy.onFlowError((error) => seen.push(error.redirectTo ?? ''));
    const error = flowErrorTo('/login');

    remoteCopy.notifyFlowError(error);
    unsubscribe();
    remoteCopy.notifyFlowError(error);

    expect(seen).toEqual(['/login']);
  });

  it('keeps the call failing when a handler throws, and still tells the others', async () => {
    const { notifyFlowError, onFlowError } = await freshCopy();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const told = vi.fn();
    const offBroken = onFlowError(() => {
      throw new Error('broken');
    });
    const offTold = onFlowError(told);

    notifyFlowError(flowErrorTo('/'));
    offBroken();
    offTold();
    vi.unstubAllGlobals();

    expect(told).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
  });
});

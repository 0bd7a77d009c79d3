import type { AccountHeaderScreenData, ErrorCode } from '@vs/contract';
import { vi } from 'vitest';

/** Replaces @vs/api-client in shell tests: `vi.mock('@vs/api-client', () => import('…/api-client-mock'))`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code = 'INTERNAL_ERROR',
  ) {
    super(`status ${status}`);
  }
}

/** Every rejection of the mocked loaders stands for a failed screen-data load, as the real client tags it. */
export function screenDataFailureStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

type Answer<T> = { kind: 'data'; data: T } | { kind: 'redirect'; to: string };

export const fetchScreenData = vi.fn<
  (pathname: string, search: string, init: { signal?: AbortSignal }) => Promise<Answer<unknown>>
>(async () => ({ kind: 'data', data: {} }));

export function accountHeader(menu: Partial<AccountHeaderScreenData['menu']> = {}): AccountHeaderScreenData {
  return {
    isLoggedIn: true,
    displayName: 'Hanako',
    profileImageUrl: null,
    menu: { home: true, plans: true, paymentMethod: true, paymentHistory: true, ...menu },
  };
}

export const fetchAccountHeader = vi.fn<(init: { signal?: AbortSignal }) => Promise<Answer<AccountHeaderScreenData>>>(
  async () => ({ kind: 'data', data: accountHeader() }),
);

type FlowHandler = (error: { redirectTo?: string }) => void;
// A set, as in the real client: the site root may mount its modal again while the route settles,
// and a single slot would be emptied by the earlier instance's cleanup.
const flowHandlers = new Set<FlowHandler>();
export const onFlowError = vi.fn((handler: FlowHandler) => {
  flowHandlers.add(handler);
  return () => {
    flowHandlers.delete(handler);
  };
});
/** Whether the site root's modal listens yet (its effect runs after the first commit). */
export function flowErrorListened(): boolean {
  return flowHandlers.size > 0;
}
/** Fires the flow-error signal the way the api client does after a flowError answer. */
export function emitFlowError(redirectTo: string, code: ErrorCode = 'INVALID_SESSION_FLOW'): void {
  const error = Object.assign(new ApiError(code === 'STEP_UP_REQUIRED' ? 403 : 409, code), {
    redirectTo,
    flowError: true,
  });
  for (const handler of [...flowHandlers]) handler(error);
}

export const fetchRootScreenData = vi.fn();
export const fetchRemotesManifest = vi.fn();
export const installHistoryRestoreReload = vi.fn();

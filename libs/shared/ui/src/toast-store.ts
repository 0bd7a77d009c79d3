import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** Spec 000 §9: a toast stays 3000 ms; at most 4 show at once (the oldest leaves first). */
export const toastDurationMs = 3000;
export const maxToasts = 4;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

interface ToastState {
  readonly toasts: readonly Toast[];
}

type ToastStore = UseBoundStore<StoreApi<ToastState>>;
const key = /* @__PURE__ */ Symbol.for('vs.toast-store');
type Holder = { [key]?: ToastStore };

// On globalThis for the same reason as the site store: a remote's toast() must reach the shell's Toaster.
function sharedToastStore(): ToastStore {
  return ((globalThis as Holder)[key] ??= create<ToastState>(() => ({ toasts: [] })));
}

// PURE: bundles that never show a toast drop the store.
export const toastStore: ToastStore = /* @__PURE__ */ sharedToastStore();

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, message }].slice(-maxToasts) }));
  setTimeout(() => dismissToast(id), toastDurationMs);
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};

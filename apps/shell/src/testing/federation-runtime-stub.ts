/**
 * Stands in for @module-federation/runtime in tests (aliased in vitest.config.ts): remotes are plain
 * objects a test registers, and an unregistered remote fails the way an unreachable one does.
 */
const containers = new Map<string, unknown>();

export function setRemoteModule(id: string, module: unknown): void {
  containers.set(id, module);
}

export function clearRemoteModules(): void {
  containers.clear();
}

export function registerRemotes(): void {
  // Nothing to register: modules come from setRemoteModule.
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  if (!containers.has(id)) throw new Error(`[stub] remote ${id} is unreachable`);
  return containers.get(id) as T;
}

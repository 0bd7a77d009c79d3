import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/** Forgets one trusted browser (spec 001 §7); answers 204 or `{ redirectTo }`. */
export async function deleteTrustedDevice(
  body: BodyOf<typeof endpoints.trustedDevice>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.trustedDevice, body, { signal }));
}

/** Forgets every trusted browser of the member, this one included. */
export async function deleteAllTrustedDevices(signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await call(endpoints.trustedDeviceAll, undefined, { signal }));
}

import { apiPaths, type DeleteTrustedDeviceRequest } from '@vs/contract';
import { nextStepOf, request } from '@vs/api-client';

/** Forgets one trusted browser (spec 001 §7); answers 204 or `{ redirectTo }`. */
export async function deleteTrustedDevice(body: DeleteTrustedDeviceRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('DELETE', apiPaths.trustedDevice, { body, signal }));
}

/** Forgets every trusted browser of the member, this one included. */
export async function deleteAllTrustedDevices(signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('DELETE', apiPaths.trustedDeviceAll, { signal }));
}

import { isApiError } from '@vs/api-client';

/** The catalogue key for a failure no field owns: try later for rate limits, else the generic text. */
export function errorText(error: unknown): string {
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') return 'signup:errors.tryLater';
  return 'signup:errors.generic';
}

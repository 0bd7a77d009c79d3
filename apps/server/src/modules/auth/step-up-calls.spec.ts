import { endpointTable } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { protectedCalls } from './step-up-calls';

describe('the calls step-up guards', () => {
  it('are exactly the endpoints whose contract names STEP_UP_REQUIRED', () => {
    const declared = endpointTable().filter((endpoint) => endpoint.errors.includes('STEP_UP_REQUIRED'));
    expect(new Set(protectedCalls.map(({ endpoint }) => endpoint))).toEqual(new Set(declared));
  });
});

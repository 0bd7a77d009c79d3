import type { SignupStep } from '@vs/contract';

export type SignupStepName = 'policy' | 'email' | 'pinCode' | 'form' | 'finish';

/**
 * Spec 000 §4: 3 steps by default, 4 when policies are shown first. Decided: e-mail entry and
 * PIN entry are one step ("verify your e-mail"), then the form, then the finish (plan or
 * completion); the policy step, when shown first, is step 1 and offsets the rest by one.
 */
export function signupStep(name: SignupStepName, showPolicyFirst: boolean): SignupStep {
  const offset = showPolicyFirst ? 1 : 0;
  const position: Record<SignupStepName, number> = {
    policy: 1,
    email: 1 + offset,
    pinCode: 1 + offset,
    form: 2 + offset,
    finish: 3 + offset,
  };
  return { current: position[name], total: 3 + offset };
}

import { accountStepUpCalls, type StepUpCall } from '../member/step-up';
import { paymentStepUpCalls } from '../payment/payment-return';

/** Every call step-up protects: the account's, and the payment methods' (which know their plan pages). */
export const protectedCalls: readonly StepUpCall[] = [...accountStepUpCalls, ...paymentStepUpCalls];

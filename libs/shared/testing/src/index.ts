export { mailCount, pinCodeIn, waitForCode, waitForMail, type ReceivedMail } from './mailbox';
export { demoSignupForm } from './demo-signup-form';
export { sandboxIntegritySettings } from './sandbox-integrity.mjs';

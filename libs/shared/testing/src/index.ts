export { mailCount, pinCodeIn, waitForMail, type ReceivedMail } from './mailbox';
export { demoSignupForm } from './demo-signup-form';

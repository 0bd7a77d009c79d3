/**
 * The origins of the services serve-dist.mjs starts beside the server (its ports, set by the same
 * environment): the sandbox payment provider, the fake bot-check service and the sandbox identity
 * providers (issuers `${identitySandboxOrigin}/line` and `/google`).
 */
export const sandboxOrigin = `http://127.0.0.1:${process.env['E2E_PAYMENT_SANDBOX_PORT'] ?? '3140'}`;
export const botCheckOrigin = `http://127.0.0.1:${process.env['E2E_BOT_CHECK_PORT'] ?? '3126'}`;
export const identitySandboxOrigin = `http://127.0.0.1:${process.env['E2E_IDENTITY_SANDBOX_PORT'] ?? '3150'}`;

/** Types of sandbox-integrity.mjs, for the TypeScript callers. */
export declare function sandboxIntegritySettings(
  origin: string,
  options?: { readonly waitMs?: number },
): Promise<{ PAYMENT_TOKEN_SCRIPT_INTEGRITY: string; PAYMENT_TDS2_SCRIPT_INTEGRITY: string }>;

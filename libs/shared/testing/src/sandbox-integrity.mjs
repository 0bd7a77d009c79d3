// The Subresource Integrity values a payment provider publishes for its scripts, as the server's
// settings take them (PAYMENT_TOKEN_SCRIPT_INTEGRITY, PAYMENT_TDS2_SCRIPT_INTEGRITY). The demo and the
// journeys pin the sandbox's scripts with what it publishes at /js/integrity.json, as an operator
// copies a real provider's published values into the settings.

/** The settings for the sandbox at `origin`, waiting for it to answer (it starts beside the server). */
export async function sandboxIntegritySettings(origin, { waitMs = 30_000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(`${origin}/js/integrity.json`);
      if (response.ok) {
        const published = await response.json();
        return {
          PAYMENT_TOKEN_SCRIPT_INTEGRITY: published['token.js'],
          PAYMENT_TDS2_SCRIPT_INTEGRITY: published['tds2info.js'],
        };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the payment sandbox at ${origin} did not answer in ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

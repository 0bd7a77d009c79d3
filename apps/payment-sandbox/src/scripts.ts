import { createHash } from 'node:crypto';

/**
 * The scripts a merchant's page loads from the provider's origin: the same global API as the real
 * provider's (spec 001 §7 "Payment method calls"). The card fields stay on the merchant's page; the
 * script reads what the page hands it and sends it only to the provider, which answers a one-use
 * token and its key; the merchant's server never sees the card. The text is static (the origin is
 * read from the script's own address), so a page may pin it with a Subresource Integrity hash.
 *
 *   com_sbps_system.generateToken({ merchantId, serviceId, ccNumber, ccExpiration, securityCode }, cb)
 *     cb({ result: 'OK', tokenResponse: { token, tokenKey, maskedCcNumber, ccExpiration } })
 *     cb({ result: 'NG', errorCode: '03003' })
 *   com_sbps_system_tds2.generateToken({ merchantId, serviceId }, cb)
 *     cb({ result: 'OK', tokenResponse: { tds2infoToken, tds2infoTokenKey } })
 */
const post = `
  var origin = new URL(document.currentScript.src).origin;
  function post(path, body, callback) {
    fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
      .then(function (response) { return response.json(); })
      .then(callback, function () { callback({ result: 'NG', errorCode: '99006' }); });
  }`;

export const tokenScript = `(function () {
${post}
  window.com_sbps_system = {
    generateToken: function (params, callback) { post('/v1/tokens', params, callback); },
  };
})();
`;

export const tds2Script = `(function () {
${post}
  window.com_sbps_system_tds2 = {
    generateToken: function (params, callback) {
      // EMV 3-D Secure 2 browser data, read here so the merchant's page need not collect it.
      var browser = {
        language: navigator.language,
        colorDepth: screen.colorDepth,
        screenHeight: screen.height,
        screenWidth: screen.width,
        timeZoneOffset: new Date().getTimezoneOffset(),
        userAgent: navigator.userAgent,
      };
      post('/v1/tds2info-tokens', { merchantId: params.merchantId, serviceId: params.serviceId, browser: browser },
        callback);
    },
  };
})();
`;

/**
 * What the provider publishes for merchants to pin its scripts with (the `integrity` attribute): the
 * SHA-384 of each script's exact bytes, served at /js/integrity.json and listed on the sandbox's page.
 */
export const scriptIntegrity: Readonly<Record<'token.js' | 'tds2info.js', string>> = {
  'token.js': sha384Of(tokenScript),
  'tds2info.js': sha384Of(tds2Script),
};

function sha384Of(text: string): string {
  return `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
}

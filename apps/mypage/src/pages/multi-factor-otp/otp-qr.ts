import { renderSVG } from 'uqr';

/**
 * The otpauth URL as a QR code, as SVG markup made by uqr from the URL's bits alone (the URL's text
 * never appears in it, so it is safe to put into the page as markup). Error correction M survives
 * the glare of a phone camera on a screen.
 */
export function otpauthQrSvg(otpauthUrl: string): string {
  return renderSVG(otpauthUrl, { ecc: 'M', border: 2 });
}

/** The Base32 secret in groups of four, as authenticator apps show it for typing by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

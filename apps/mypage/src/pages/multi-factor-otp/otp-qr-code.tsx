import { useMemo } from 'react';
import { otpauthQrSvg } from './otp-qr';

/** The QR code as one image for assistive technology, named by `label`. */
export function OtpQrCode({ otpauthUrl, label }: { readonly otpauthUrl: string; readonly label: string }) {
  const svg = useMemo(() => otpauthQrSvg(otpauthUrl), [otpauthUrl]);
  return (
    <div
      role="img"
      aria-label={label}
      css={{ width: 200, height: 200, '& svg': { display: 'block', width: '100%', height: '100%' } }}
      // Markup from uqr's encoder (see otpauthQrSvg), not from the server or the member.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

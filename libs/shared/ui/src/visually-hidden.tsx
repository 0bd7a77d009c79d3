import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** Hidden on screen, read by assistive technology (the usual clip pattern). */
export const visuallyHiddenCss = /* @__PURE__ */ css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenCss} {...props} />;
}

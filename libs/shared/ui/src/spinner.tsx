import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

const spin = /* @__PURE__ */ keyframes({ to: { transform: 'rotate(360deg)' } });

const ring = /* @__PURE__ */ css({
  display: 'inline-block',
  width: '1.5em',
  height: '1.5em',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
});

export interface SpinnerProps {
  /** What is loading; defaults to the generic 'Loading'. */
  readonly label?: string;
  /** Centres the spinner in a block with some room, for page-level pending states. */
  readonly block?: boolean;
}

/** A status region, so screen readers hear that something is loading. Never suspends itself. */
export function Spinner({ label, block = false }: SpinnerProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <span role="status" css={block ? css({ display: 'flex', justifyContent: 'center', padding: '48px 0' }) : undefined}>
      <span css={ring} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading', 'Loading')}</VisuallyHidden>
    </span>
  );
}

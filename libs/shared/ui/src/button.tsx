import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { buttonCss, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action runs. */
  readonly loading?: boolean;
}

/**
 * A disabled button stays focusable and is announced as unavailable (aria-disabled) instead of
 * vanishing from the tab order as a native `disabled` button would; clicks and submits are blocked.
 */
export function Button({
  variant = 'primary',
  loading = false,
  disabled = false,
  onClick,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const blocked = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      // eslint-disable-next-line react/button-has-type -- the type is a prop with a safe default
      type={type}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      css={(theme) => buttonCss(theme, variant, blocked)}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

import { Link, type LinkProps } from 'react-router-dom';
import { buttonCss, type ButtonVariant } from './button-styles';

export interface ButtonLinkProps extends LinkProps {
  readonly variant?: ButtonVariant;
}

/** Navigation that looks like a button; it stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', ...rest }: ButtonLinkProps) {
  return <Link css={(theme) => buttonCss(theme, variant, false)} {...rest} />;
}

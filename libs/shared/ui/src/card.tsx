import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` when the card has its own heading, otherwise a plain block. */
  readonly as?: 'div' | 'section' | 'article' | 'li';
}

export function Card({ as: Tag = 'div', ...rest }: CardProps) {
  return (
    <Tag
      css={(theme) => ({
        display: 'block',
        padding: theme.space(5),
        borderRadius: theme.radius,
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        color: theme.colors.text,
      })}
      {...rest}
    />
  );
}

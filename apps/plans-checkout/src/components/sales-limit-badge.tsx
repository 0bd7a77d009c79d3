import type { SalesLimitLabel } from '../domain/sales-limit-label';

export interface SalesLimitBadgeProps {
  readonly kind: SalesLimitLabel;
  readonly text: string;
}

/** 'Few left' draws the eye in the danger colour; 'sold out' is muted. Both keep 4.5:1 on white. */
export function SalesLimitBadge({ kind, text }: SalesLimitBadgeProps) {
  return (
    <p
      css={(theme) => ({
        display: 'inline-block',
        margin: 0,
        padding: `${theme.space(0.5)} ${theme.space(2)}`,
        borderRadius: theme.radius,
        border: `1px solid currentColor`,
        fontSize: '0.875rem',
        fontWeight: 700,
        color: kind === 'fewLeft' ? theme.colors.danger : theme.colors.textMuted,
      })}
    >
      {text}
    </p>
  );
}

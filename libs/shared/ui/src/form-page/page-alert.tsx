import type { ReactNode } from 'react';

/** A page-level failure next to the submit button, announced when it appears. */
export function PageAlert({ children, id }: { readonly children: ReactNode; readonly id?: string }) {
  if (!children) return null;
  return (
    <p
      id={id}
      role="alert"
      css={(theme) => ({
        margin: 0,
        padding: theme.space(3),
        border: `2px solid ${theme.colors.danger}`,
        borderRadius: theme.radius,
        color: theme.colors.danger,
        fontWeight: 700,
      })}
    >
      {children}
    </p>
  );
}

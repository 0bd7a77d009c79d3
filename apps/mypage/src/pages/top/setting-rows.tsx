import type { ReactNode } from 'react';

/** The rows of a section as a description list: what the setting is, its value, and where to change it. */
export function SettingRows({ children }: { readonly children: ReactNode }) {
  return <dl css={(theme) => ({ margin: 0, display: 'grid', gap: theme.space(4) })}>{children}</dl>;
}

export interface SettingRowProps {
  readonly label: string;
  readonly children: ReactNode;
  /** A link to the page that changes this setting. */
  readonly action?: ReactNode;
}

/** Stacked on a phone; label, value and link side by side from the wide breakpoint up. */
export function SettingRow({ label, children, action }: SettingRowProps) {
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space(1),
        paddingTop: theme.space(4),
        borderTop: `1px solid ${theme.colors.border}`,
        '&:first-of-type': { paddingTop: 0, borderTop: 0 },
        [theme.mq.wide]: { gridTemplateColumns: '10em minmax(0, 1fr) auto', gap: theme.space(4), alignItems: 'center' },
      })}
    >
      <dt css={{ fontWeight: 700 }}>{label}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere', display: 'grid', gap: 4 }}>{children}</dd>
      {action ? <dd css={{ margin: 0 }}>{action}</dd> : null}
    </div>
  );
}

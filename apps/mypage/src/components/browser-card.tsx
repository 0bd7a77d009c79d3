import { Card } from '@vs/ui';
import { noteCss } from '@vs/ui/form';
import type { ReactNode } from 'react';

export interface BrowserCardProps {
  /** 'iPhone (Safari)': the browser as the list names it. */
  readonly name: string;
  /** The badge after the name on the browser in use ('This browser'); none on the others. */
  readonly currentBadge: string | null;
  /** The lines under the name (where from, since when …). */
  readonly notes: readonly ReactNode[];
  /** The card's button (end, delete), if it has one. */
  readonly action: ReactNode;
}

/** One browser in a list of them (logged-in sessions, remembered browsers): name, badge, notes, action. */
export function BrowserCard({ name, currentBadge, notes, action }: BrowserCardProps) {
  return (
    <Card
      as="li"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space(3),
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space(1) })}>
        <p css={{ margin: 0, fontWeight: 700 }}>
          {name}
          {currentBadge === null ? null : (
            <span
              css={(theme) => ({
                marginInlineStart: theme.space(2),
                padding: `0 ${theme.space(2)}`,
                borderRadius: theme.radius,
                background: theme.colors.accent,
                color: theme.colors.onAccent,
                fontSize: '0.75rem',
                verticalAlign: 'middle',
              })}
            >
              {currentBadge}
            </span>
          )}
        </p>
        {notes.map((note, index) => (
          <p key={index} css={noteCss}>
            {note}
          </p>
        ))}
      </div>
      {action}
    </Card>
  );
}

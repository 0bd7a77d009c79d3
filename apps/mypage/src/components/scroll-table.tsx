import type { CSSObject } from '@emotion/react';
import { VisuallyHidden } from '@vs/ui';
import type { ReactNode } from 'react';

export interface ScrollTableProps {
  /** The table's name: its hidden caption and its scrolling region's label. */
  readonly label: string;
  readonly headers: readonly string[];
  /** What the table's cells need beyond the house style (no wrapping, a right-aligned column…). */
  readonly cellCss?: CSSObject;
  /** The body's rows. */
  readonly children: ReactNode;
}

/** A history's wide view: a plain table that scrolls sideways inside its own focusable region if it must. */
export function ScrollTable({ label, headers, cellCss, children }: ScrollTableProps) {
  return (
    // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} css={{ overflowX: 'auto' }}>
      <table
        css={(theme) => ({
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': {
            padding: theme.space(2),
            borderBottom: `1px solid ${theme.colors.border}`,
            textAlign: 'start',
          },
          ...cellCss,
        })}
      >
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" css={{ whiteSpace: 'nowrap' }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import { Global } from '@emotion/react';

/** Marks the one element that prints; everything else on the page (the site's chrome, the buttons) does not. */
export const PRINT_ROOT_ATTRIBUTE = 'data-print-root';
const root = `[${PRINT_ROOT_ATTRIBUTE}]`;

/**
 * Print styles while the invoice page is shown: A4, and only the invoice. Whatever is neither the
 * invoice, inside it, nor one of its ancestors is taken out of the layout (display: none, not
 * visibility, so the hidden chrome cannot push the invoice onto a second sheet); the ancestors lose
 * their own boxes (grid columns of the side menu, paddings, min-heights) so the invoice starts at the
 * top of the sheet at full width.
 */
export function InvoicePrintStyles() {
  return (
    <Global
      styles={{
        '@page': { size: 'A4', margin: '15mm' },
        '@media print': {
          [`body *:not(${root}):not(${root} *):not(:has(${root}))`]: { display: 'none !important' },
          [`html, body, body *:has(${root})`]: {
            display: 'block !important',
            margin: '0 !important',
            padding: '0 !important',
            minHeight: '0 !important',
            height: 'auto !important',
            maxWidth: 'none !important',
            width: 'auto !important',
            overflow: 'visible !important',
            background: 'none !important',
            boxShadow: 'none !important',
            border: '0 !important',
          },
          [root]: { breakInside: 'avoid', fontSize: '10.5pt' },
        },
      }}
    />
  );
}

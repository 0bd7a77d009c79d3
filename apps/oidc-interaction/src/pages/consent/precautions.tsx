import type { OidcPrecautions } from '@vs/contract';
import { sanitizePolicyMarkup } from '@vs/ui/markup';
import { useId, useMemo } from 'react';

/**
 * The store's precautions block (spec 000 §3 "oidcPrecautions"): its title and its stored markup,
 * sanitised like a policy's text by the same allow-list. The sanitiser is imported with the page, so
 * the block is whole in the first render: inserted once a chunk of its own had arrived, it pushed the
 * consent form down (a layout shift of 0.12 on a first visit).
 */
export function Precautions({ precautions }: { readonly precautions: OidcPrecautions }) {
  const headingId = useId();
  const html = useMemo(() => sanitizePolicyMarkup(precautions.renderData), [precautions.renderData]);
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({
        padding: theme.space(4),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: 8,
        background: theme.colors.surface,
      })}
    >
      <h2 id={headingId} css={{ fontSize: '1rem', margin: 0 }}>
        {precautions.title}
      </h2>
      {/* Sanitised above by the policy allow-list (no script, style, form or media; links open safely). */}
      <div css={{ '& ul': { margin: '8px 0 0', paddingLeft: 20 } }} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

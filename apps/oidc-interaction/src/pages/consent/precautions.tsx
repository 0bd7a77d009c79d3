import type { OidcPrecautions } from '@vs/contract';
import { loadPolicySanitizer } from '@vs/ui';
import { useEffect, useId, useState } from 'react';

/**
 * The store's precautions block (spec 000 §3 "oidcPrecautions"): its title and its stored markup,
 * sanitised like a policy's text by the same allow-list (the sanitiser is a chunk of its own, fetched
 * only by a page that shows such a text).
 */
export function Precautions({ precautions }: { readonly precautions: OidcPrecautions }) {
  const headingId = useId();
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadPolicySanitizer().then(({ sanitizePolicyMarkup }) => {
      if (live) setHtml(sanitizePolicyMarkup(precautions.renderData));
    });
    return () => {
      live = false;
    };
  }, [precautions.renderData]);
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
      {html === null ? null : (
        // Sanitised above by the policy allow-list (no script, style, form or media; links open safely).
        <div css={{ '& ul': { margin: '8px 0 0', paddingLeft: 20 } }} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}

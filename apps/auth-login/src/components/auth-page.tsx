import { usePageTitle } from '@vs/theming';
import { useId, type ReactNode } from 'react';
import { pageCss } from '@vs/ui/form';

/** Every auth page: the heading (also the document title) and the content. */
export function AuthPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

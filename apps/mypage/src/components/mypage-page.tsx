import { usePageTitle } from '@vs/theming';
import { pageCss } from '@vs/ui/form';
import { useId, type ReactNode } from 'react';

/** Every page of this remote: the heading (also the document title) and the content. */
export function MypagePage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

import { usePageTitle } from '@vs/theming';
import { useId, type ReactNode } from 'react';
import { pageCss } from './page-styles';

export interface FormPageProps {
  /** The page's heading, also the document title. */
  readonly title: string;
  /** Shown above the heading (the sign-up step bar). */
  readonly before?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every form page of a remote: a section labelled by its one h1, which also titles the document. */
export function FormPage({ title, before, children }: FormPageProps) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      {before}
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

import type { SignupStep } from '@vs/contract';
import { usePageTitle } from '@vs/theming';
import { StepBar } from '@vs/ui';
import { pageCss } from '@vs/ui/form';
import { useId, type ReactNode } from 'react';

export interface SignupPageProps {
  readonly title: string;
  readonly step?: SignupStep | null;
  readonly children: ReactNode;
}

/** Every sign-up step: the step bar (when the server says where we are), the heading and the content. */
export function SignupPage({ title, step, children }: SignupPageProps) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      {step ? <StepBar current={step.current} total={step.total} /> : null}
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

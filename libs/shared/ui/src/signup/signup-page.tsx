import type { SignupStep } from '@vs/contract';
import { StepBar } from '../step-bar';
import { FormPage } from '../form-page';
import type { ReactNode } from 'react';

export interface SignupPageProps {
  readonly title: string;
  readonly step?: SignupStep | null;
  readonly children: ReactNode;
}

/** Every sign-up step: the step bar (when the server says where we are), the heading and the content. */
export function SignupPage({ title, step, children }: SignupPageProps) {
  return (
    <FormPage title={title} before={step ? <StepBar current={step.current} total={step.total} /> : null}>
      {children}
    </FormPage>
  );
}

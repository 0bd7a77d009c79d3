import { Card } from '@vs/ui';
import { useId, type ReactNode } from 'react';

/** One block of the top page: a card labelled by its h2, so a screen reader can jump between them. */
export function TopSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.25rem' }}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

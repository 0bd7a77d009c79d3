import { screen } from '@testing-library/react';
import { renderPage } from '@vs/mf/testing';
import { describe, expect, it } from 'vitest';
import OidcErrorRoutePage from './index';

describe('OIDC error page', () => {
  it('shows status, description, type and detail from the query, and the note to start over', async () => {
    await renderPage({
      remote: 'oidc-interaction',
      path: '/oidc/error',
      url: '/oidc/error?status=400&type=invalid_redirect_uri&description=redirect_uri+did+not+match&detail=x',
      page: OidcErrorRoutePage,
      data: { ok: true },
      language: 'en',
    });
    expect(screen.getByText('400')).toBeInTheDocument();
    expect(screen.getByText('invalid_redirect_uri')).toBeInTheDocument();
    expect(screen.getByText('redirect_uri did not match')).toBeInTheDocument();
    expect(screen.getByText('Please go back to the site you came from and start over.')).toBeInTheDocument();
  });
});

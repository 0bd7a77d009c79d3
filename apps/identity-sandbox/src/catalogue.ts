/**
 * The providers the sandbox plays, each an issuer of its own under its path (`/line`, `/google`,
 * `/apple`), with the trait of the real one that the site must handle.
 */
export interface SandboxProvider {
  /** The path prefix, and the start of the subjects it suggests (`line-4f2a…`). */
  readonly key: string;
  /** What its pages call it. */
  readonly name: string;
  /** LINE signs its ID tokens with the channel secret (HS256); the others with their published keys. */
  readonly idTokenAlg: 'HS256' | 'RS256';
  /** Why it is here, for the index page. */
  readonly note: string;
}

export const sandboxProviders: readonly SandboxProvider[] = [
  { key: 'line', name: 'LINE', idTokenAlg: 'HS256', note: 'ID tokens signed with the client secret (HS256)' },
  { key: 'google', name: 'Google', idTokenAlg: 'RS256', note: 'ID tokens signed with its published key (RS256)' },
  {
    key: 'apple',
    name: 'Apple',
    idTokenAlg: 'RS256',
    note: 'answers with response_mode=form_post when asked, as Apple does with e-mail scopes',
  },
];

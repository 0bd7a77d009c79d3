import { unwatchFile, watchFile } from 'node:fs';
import type { RemoteName } from '@vs/routes';
import type { FastifyBaseLogger } from 'fastify';
import { readCurrentReleases, registryFileOf, type Release } from './remote-releases';
import type { ReleaseTrust } from './release-signature';
import { deriveWebState, type ReleaseOrigins, type WebState, type WebStateInput } from './web-state';

/**
 * The web state of the current releases, kept in memory and rebuilt when the registry file changes
 * (polled with fs.watchFile, which also sees a file replaced by rename and works on shared volumes),
 * so a publish takes effect without a restart, in every process that reads the same folder. A
 * registry that cannot be read is logged and the previous state kept: a bad publish never blanks the site.
 * A release that fails its signature or file check is logged with the reason, and its remote keeps
 * the release it had (release-signature.ts).
 */
export class LiveWebState {
  private state: WebState;
  private releases: ReadonlyMap<RemoteName, Release> = new Map();
  private readonly registryFile: string;

  constructor(
    private readonly input: Omit<WebStateInput, 'releases'>,
    private readonly releasesDir: string,
    private readonly trust: ReleaseTrust,
    private readonly log: FastifyBaseLogger,
    private readonly onOriginsChange?: (origins: ReleaseOrigins) => void,
  ) {
    this.registryFile = registryFileOf(releasesDir);
    this.state = deriveWebState({ ...input, releases: new Map() });
    this.refresh();
  }

  current(): WebState {
    return this.state;
  }

  refresh(): void {
    try {
      const { releases, refused } = readCurrentReleases(this.releasesDir, this.trust, this.releases);
      for (const { remote, version, reason } of refused)
        this.log.error(
          { remote, version, reason, kept: releases.get(remote)?.descriptor.version ?? 'boot build' },
          'remote release refused: keeping the release served before',
        );
      this.state = deriveWebState({ ...this.input, releases });
      this.releases = releases;
      this.onOriginsChange?.(this.state.origins);
      const versions = Object.fromEntries(
        [...releases].map(([remote, { descriptor, signed }]) => [
          remote,
          signed ? descriptor.version : `${descriptor.version} (unsigned)`,
        ]),
      );
      this.log.info({ releases: versions }, 'remote releases loaded');
    } catch (error) {
      this.log.error(
        { err: error, registry: this.registryFile },
        'remote registry unreadable: keeping the releases served before',
      );
    }
  }

  watch(intervalMs: number): void {
    watchFile(this.registryFile, { interval: intervalMs, persistent: false }, () => this.refresh());
  }

  close(): void {
    unwatchFile(this.registryFile);
  }
}

import type { Db } from '../../db/client';
import type { Language } from '../../http/language';

/** The member being signed out everywhere: the store, the account's key and its public identifier. */
export interface SigningOutMember {
  readonly storeId: string;
  readonly accountId: string;
  readonly authId: string;
}

/** Something a step ended, named for the member's security notice in each language. */
export type EndedAccess = Readonly<Record<Language, string>>;

/** Ends one module's hold on a member signed out everywhere; answers what it ended, for the notice. */
export type SignOutStep = (db: Db, member: SigningOutMember) => Promise<readonly EndedAccess[]>;

/**
 * What "sign out everywhere" means beyond the site's own sessions (a password reset, a password
 * change, the sessions page's "sign out everywhere"): the modules that hand out other credentials
 * (the OpenID provider's refresh tokens) register here, in their plugin, the step that ends them.
 * The callers so never learn those modules, which sit above them (layers.json), like account closing.
 */
export class SignOutSteps {
  readonly #steps: SignOutStep[] = [];

  add(step: SignOutStep): void {
    this.#steps.push(step);
  }

  async runAll(db: Db, member: SigningOutMember): Promise<EndedAccess[]> {
    const ended: EndedAccess[] = [];
    for (const step of this.#steps) ended.push(...(await step(db, member)));
    return ended;
  }
}

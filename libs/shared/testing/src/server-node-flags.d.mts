/** Types of server-node-flags.mjs, for the TypeScript callers. */
export declare function serverNodeFlags(env: Readonly<Record<string, string | undefined>>): string[];

// Types of license-list.mjs for the TypeScript that imports it (the Vite plugin, in every app's typecheck).
export interface LicensedPackage {
  readonly name: string;
  readonly version: string;
  readonly license: string;
  readonly notice: string | null;
}
export interface LicenseList {
  readonly attributions: readonly string[];
  readonly packages: readonly LicensedPackage[];
}
export declare const dataAttributions: ReadonlyMap<string, string>;
export declare function licenseList(root: string): LicenseList;

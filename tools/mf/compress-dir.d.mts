// Types of compress-dir.mjs for the TypeScript that imports it (the Vite plugin, in every app's typecheck).
export declare function filesUnder(dir: string): string[];
export declare function compressDir(dir: string): void;

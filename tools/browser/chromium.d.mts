// Types of chromium.mjs for the TypeScript that imports it (the Playwright config).
export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function journeyChromiumPath(): string;
export declare function missingChromium(): string | null;

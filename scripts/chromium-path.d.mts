export declare const DEBIAN_CHROMIUM: string;
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare const CHROMIUM_ARGS: string[];

/** Types of `web-build.mjs`, for the tests that read the web app's build. */
export declare function webBuildStale(): boolean;
export declare function ensureWebBuilt(options?: {
  force?: boolean;
  announce?: (firstBuild: boolean) => void;
}): Promise<boolean>;

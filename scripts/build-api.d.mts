/** Types of `build-api.mjs`, for the tests that build the API before running it. */
export declare const apiDist: string;
export declare const apiSources: string[];
export declare function buildApi(): Promise<void>;

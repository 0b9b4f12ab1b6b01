/** Types of `module-cycles.mjs`, for apps/api/src/structure.test.ts. */
export declare function moduleOf(modulesDir: string, relative: string): string;
export declare function moduleImports(
  modulesDir: string,
  options?: { typeOnlyToo?: boolean },
): { from: string; to: string; fromFile: string; toFile: string }[];
export declare function moduleCycles(modulesDir: string): { modules: string[]; imports: string[] }[];

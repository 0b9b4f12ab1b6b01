/** Types of `module-cycles.mjs`, for apps/api/src/structure.test.ts. */
export declare function moduleImports(
  modulesDir: string,
): { from: string; to: string; fromFile: string; toFile: string }[];
export declare function moduleCycles(modulesDir: string): { modules: string[]; imports: string[] }[];

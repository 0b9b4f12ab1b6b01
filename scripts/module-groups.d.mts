/** Types of `module-groups.mjs`, for apps/api/src/structure.test.ts. */
export declare function moduleGroups(
  modulesDir: string,
): { name: string; hasReadme: boolean; mayImport: string[]; open: string[] }[];
export declare function groupSlips(modulesDir: string): string[];

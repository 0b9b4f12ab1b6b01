/** Types of `module-index.mjs`, for apps/api/src/module-index.test.ts. */
export interface IndexedModule {
  name: string;
  /** The folder, from the repository's root. */
  path: string;
  purpose: string | null;
  /** The file the purpose was read from. */
  from: string | null;
  /** A group's modules (a folder of module folders). */
  modules?: IndexedModule[];
}
export declare const MODULE_INDEX_FILE: string;
export declare function collectModules(root?: string): {
  api: IndexedModule[];
  web: { title: string; dir: string; modules: IndexedModule[] }[];
};
export declare function renderModuleIndex(root?: string): string;
export declare function moduleIndexProblems(root?: string): string[];

import { describe, expect, it } from 'vitest';
import { modulesToPreload, type RouteManifest } from './route-preloads';

const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/public.js'] },
    'routes/home': { id: 'routes/home', parentId: 'root', path: 'home', module: '/assets/home.js' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*', module: '/assets/not-found.js' },
    'routes/with-queries': {
      id: 'routes/with-queries',
      parentId: 'root',
      module: '/assets/with-queries.js',
      imports: ['/assets/framework.js', '/assets/query.js'],
    },
    'routes/pro-layout': {
      id: 'routes/pro-layout',
      parentId: 'routes/with-queries',
      module: '/assets/pro-layout.js',
      imports: ['/assets/public.js', '/assets/query.js', '/assets/realm-shell.js'],
    },
    'routes/pro-jobs': {
      id: 'routes/pro-jobs',
      parentId: 'routes/pro-layout',
      path: 'pro/jobs',
      module: '/assets/pro-jobs.js',
      imports: ['/assets/realm-shell.js', '/assets/status-badge.js'],
    },
    'routes/pro-job': {
      id: 'routes/pro-job',
      parentId: 'routes/pro-layout',
      path: 'pro/jobs/:id',
      module: '/assets/pro-job.js',
      imports: ['/assets/job-actions.js'],
    },
  },
};

describe("the screen's modules asked for at once (issue 48)", () => {
  it('lists every module of the matched routes, each once, less what the root and the entry load', () => {
    expect(modulesToPreload(manifest, '/pro/jobs', [])).toEqual([
      '/assets/with-queries.js',
      '/assets/query.js',
      '/assets/pro-layout.js',
      '/assets/realm-shell.js',
      '/assets/pro-jobs.js',
      '/assets/status-badge.js',
    ]);
    expect(modulesToPreload(manifest, '/pro/jobs/41', [])).toContain('/assets/job-actions.js');
    // A static segment ranks over a parameter, and either over the catch-all, whatever the case of the path.
    expect(modulesToPreload(manifest, '/PRO/Jobs/', [])).toContain('/assets/pro-jobs.js');
    expect(modulesToPreload(manifest, '/pro/jobs/41/x', [])).toEqual(['/assets/not-found.js']);
  });

  it('asks for nothing a prerendered page imports itself', () => {
    expect(modulesToPreload(manifest, '/home', ['root', 'routes/home'])).toEqual([]);
    expect(modulesToPreload(manifest, '/home', [])).toEqual(['/assets/home.js']);
  });
});

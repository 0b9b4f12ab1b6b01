import { AppShell, NavLink, UnstyledButton } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { RealmShell, SHELL_CLASSES } from './realm-shell';

describe("the realms' frame (drawn as Mantine's AppShell and NavLink, without their code: issue 48)", () => {
  it("carries Mantine's own classes, which its stylesheets lay out", () => {
    expect(SHELL_CLASSES).toEqual({
      root: AppShell.classes.root,
      header: AppShell.classes.header,
      navbar: AppShell.classes.navbar,
      section: AppShell.classes.section,
      main: AppShell.classes.main,
      navLink: NavLink.classes.root,
      navLinkBody: NavLink.classes.body,
      navLinkLabel: NavLink.classes.label,
      navLinkDescription: NavLink.classes.description,
      navLinkSection: NavLink.classes.section,
      unstyledButton: UnstyledButton.classes.root,
    });
  });

  it('marks the current link, names a count in its link, and opens the navigation from the burger', () => {
    renderScreen(
      <RealmShell
        brand={<b>UpKeep</b>}
        who={<span>Ann</span>}
        navLabel="Portal"
        navId="portal-nav"
        nav={[
          { to: '/pro/jobs', label: 'Jobs' },
          { to: '/pro/team', label: 'Team' },
        ]}
        counts={{ '/pro/jobs': { count: 3, label: 'Jobs, 3 need action', menuLabel: '3 jobs need action' } }}
        onSignOut={() => {}}
      />,
      { path: '/pro/jobs' },
    );
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    const jobs = screen.getByRole('link', { name: 'Jobs, 3 need action' });
    expect(jobs).toHaveAttribute('aria-current', 'page');
    expect(jobs).toHaveAttribute('data-active', 'true');
    expect(jobs).toHaveTextContent('Jobs 3');
    expect(screen.getByRole('link', { name: 'Team' })).not.toHaveAttribute('data-active');
    const burger = screen.getByRole('button', { name: 'Menu, 3 jobs need action' });
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Menu, 3 jobs need action' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

import type { TStaffRole } from '@portal/domain';

/**
 * One entry of the console: the nav's link and the routes it mounts, with the roles that see it
 * (docs/staff.md, "Staff console"). A new page of the console is one more entry of the table
 * (pages/console-section-table.tsx); an entry for supervisors only lists `['supervisor']`, and an
 * agent then neither sees its link nor reaches its routes.
 */
export interface TConsoleSection<TElement> {
  id: string;
  /** The nav link's path under /staff, and its words' key. */
  path: string;
  labelKey: string;
  roles: readonly TStaffRole[];
  /** The routes under /staff the entry mounts (its list, its detail). */
  routes: ReadonlyArray<{ path: string; element: TElement }>;
}

/** The entries a staff member of `role` sees and reaches, in the table's order. */
export function sectionsFor<S extends { roles: readonly TStaffRole[] }>(sections: readonly S[], role: TStaffRole): S[] {
  return sections.filter((section) => section.roles.includes(role));
}

/** Where the console opens for a role: its first entry (the sign-in otherwise). */
export function homePathFor<S extends { roles: readonly TStaffRole[]; path: string }>(sections: readonly S[], role: TStaffRole): string {
  const first = sectionsFor(sections, role)[0];
  return first ? `/staff/${first.path}` : '/staff/login';
}

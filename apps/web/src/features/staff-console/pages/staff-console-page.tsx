import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

/**
 * The staff console at /staff (docs/staff.md, "Staff console"): a chunk of its own that the
 * customers' pages never load, with its own frame, sign-in and token (sessionStorage), on the
 * staff API.
 */
export default function StaffConsolePage() {
  return <ConsoleRoutes sections={CONSOLE_SECTIONS} />;
}

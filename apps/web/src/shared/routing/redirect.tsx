import { Navigate, useLocation } from 'react-router';

/**
 * <Navigate replace> that fires again on every new location. React Router's Navigate
 * navigates only when it mounts: if the same element stays mounted while the address leaves
 * and comes back (a session start cleaning the address while a guard redirects), it would
 * not redirect the second time and the page would stay blank.
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate key={location.key} to={to} replace />;
}

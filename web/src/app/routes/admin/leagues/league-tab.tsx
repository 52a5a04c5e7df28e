import { Navigate, useLocation, useParams } from 'react-router';

/** `leagues/league/:id/<tab>` opens the league page on that tab (`?hash=<tab>`). */
export function Component() {
  const { id } = useParams();
  const tab = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? 'schedule';
  return <Navigate to={`/administration/leagues/league/${id ?? ''}?hash=${tab}`} replace />;
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/:id: a club as the public sees it. */
export interface PublicClub {
  id: number;
  name: string;
  full_name: string | null;
  region: string | null;
  city: string | null;
  link: string | null;
  logo: string | null;
  category: { id: number; name: string } | null;
  arena: {
    id: number;
    name: string;
    address: string | null;
    city: string | null;
    map_url: string | null;
  } | null;
  leagues: { id: number; name: string; season: string | null }[];
}

export function useClub(id: number) {
  return useQuery({
    queryKey: ['public', 'club', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PublicClub }>(`/clubs/${id}`, { signal, deferNotice: true }),
  });
}

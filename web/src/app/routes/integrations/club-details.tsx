import { Box } from '@mantine/core';
import { useParams } from 'react-router';
import { ClubDetails } from '../../../features/catalogue/components/club-details';
import { NotFoundRoute } from '../not-found';

/** /integrations/club/:id/details: a club's public card, for embedding. */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  return (
    <Box p="sm" component="main">
      <ClubDetails id={id} />
    </Box>
  );
}

import { Box, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ClubDetails } from '../../../features/catalogue/components/club-details';
import { TeamRoster } from '../../../features/clubs/components/team-roster';
import { NotFoundRoute } from '../not-found';

/** /integrations/club/:id/details: a club's public card, for embedding. */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  return (
    <Box p="sm" component="main">
      <Stack gap="lg">
        <ClubDetails id={id} />
        <TeamRoster teamId={id} />
      </Stack>
    </Box>
  );
}

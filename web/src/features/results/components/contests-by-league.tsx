import type { PublicContest } from '@courtside/events';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ContestCard } from '../../../components/ui/contest-card';
import { useName } from '../../../lib/names';

interface LeagueGroup {
  id: number;
  name: string;
  contests: PublicContest[];
}

/** Groups a day's contests by league, keeping the order the API gave (by time). */
export function groupByLeague(contests: PublicContest[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const contest of contests) {
    const group = groups.get(contest.league_id) ?? {
      id: contest.league_id,
      name: contest.league_name,
      contests: [],
    };
    group.contests.push(contest);
    groups.set(contest.league_id, group);
  }
  return [...groups.values()];
}

export function ContestsByLeague({ contests }: { contests: PublicContest[] }) {
  const nameOf = useName();
  return (
    <Stack gap="xl">
      {groupByLeague(contests).map((group) => (
        <section key={group.id} aria-labelledby={`league-${group.id}-title`}>
          <Title order={2} size="h3" mb="sm" id={`league-${group.id}-title`}>
            <Anchor component={Link} to={`/league/${group.id}`} inherit>
              {nameOf(group.name)}
            </Anchor>
          </Title>
          <Stack gap="sm">
            {group.contests.map((contest) => (
              <ContestCard key={contest.id} contest={contest} linked />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

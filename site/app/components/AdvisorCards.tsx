import type { Advisor } from '@agency/content';
import { Card, CardGrid, Heading, Link, Section, Text } from '@agency/ui';

/** The agency's advisors, each linking to their author page, in rows that finish evenly (two advisors: two columns). */
export function AdvisorCards({ advisors, heading }: { advisors: ReadonlyArray<Advisor>; heading: string }) {
  return (
    <Section heading={heading} tone="alt">
      <CardGrid minColumnWidth="wide" maxColumns={3}>
        {advisors.map((advisor) => (
          <Card as="li" key={advisor.id}>
            <Heading level={3}>
              <Link href={`/about/${advisor.id}`}>{advisor.name}</Link>
            </Heading>
            <Text tone="muted">{advisor.role}</Text>
            <Text>{advisor.bio}</Text>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

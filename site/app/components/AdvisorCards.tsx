import type { Advisor } from '@agency/content';
import { Card, Heading, Link, Section, Text } from '@agency/ui';

/** The agency's advisors, each linking to their author page. */
export function AdvisorCards({ advisors, heading }: { advisors: ReadonlyArray<Advisor>; heading: string }) {
  return (
    <Section heading={heading} tone="alt">
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: '1.5rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        {advisors.map((advisor) => (
          <Card as="li" key={advisor.id}>
            <Heading level={3}>
              <Link href={`/about/${advisor.id}`}>{advisor.name}</Link>
            </Heading>
            <Text tone="muted">{advisor.role}</Text>
            <Text>{advisor.bio}</Text>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

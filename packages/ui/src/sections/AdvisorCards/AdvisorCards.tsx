import { Card } from '../../primitives/Card/Card';
import { CardGrid } from '../../primitives/CardGrid/CardGrid';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Section } from '../../primitives/Section/Section';
import { Text } from '../../primitives/Text/Text';

export interface AdvisorCardsItem {
  /** Unique id; the card links to `${basePath}/${id}`, e.g. /about/sarah-mitchell. */
  id: string;
  /** The advisor's name (an h3 link). */
  name: string;
  /** Their role, e.g. "Licensed Medicare Advisor". */
  role: string;
  /** A short biography. */
  bio: string;
}

export interface AdvisorCardsProps {
  /** Section heading (h2), e.g. "Meet our advisors". */
  heading: string;
  /** The advisors, in display order. */
  advisors: ReadonlyArray<AdvisorCardsItem>;
  /** Path the advisors' author pages live under. */
  basePath?: string;
}

/**
 * The agency's advisors, each card linking to their author page, in rows that finish evenly (two advisors: two
 * columns). Laid out by CardGrid and Card: nothing of its own to style.
 */
export function AdvisorCards({ heading, advisors, basePath = '/about' }: AdvisorCardsProps) {
  return (
    <Section heading={heading} tone="alt">
      <CardGrid minColumnWidth="wide" maxColumns={3}>
        {advisors.map((advisor) => (
          <Card as="li" key={advisor.id}>
            <Heading level={3}>
              <Link href={`${basePath}/${advisor.id}`}>{advisor.name}</Link>
            </Heading>
            <Text tone="muted">{advisor.role}</Text>
            <Text>{advisor.bio}</Text>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

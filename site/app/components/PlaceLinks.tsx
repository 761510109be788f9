import { Card, Heading, Link, Section, Text } from '@agency/ui';

export interface PlaceLink {
  href: string;
  label: string;
  detail?: string;
}

export interface PlaceLinksProps {
  heading: string;
  intro?: string;
  links: ReadonlyArray<PlaceLink>;
}

/** A grid of links to place pages (cities of a state, AEP city pages). */
export function PlaceLinks({ heading, intro, links }: PlaceLinksProps) {
  return (
    <Section heading={heading} intro={intro} tone="alt">
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
        }}
      >
        {links.map((link) => (
          <Card as="li" tone="plain" key={link.href}>
            <Heading level={3} size={4}>
              <Link href={link.href}>{link.label}</Link>
            </Heading>
            {link.detail ? <Text tone="muted">{link.detail}</Text> : null}
          </Card>
        ))}
      </ul>
    </Section>
  );
}

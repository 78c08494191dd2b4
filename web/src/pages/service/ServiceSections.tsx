import styled from 'styled-components';
import { Card, CardGrid } from '../../ui/Card';
import { Container, Section, SectionTitle } from '../../ui/Container';
import type { ServiceContent, ServiceSection } from './content/types';

const Intro = styled.p`
  max-width: 720px;
  margin-bottom: 28px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  li + li {
    margin-top: 4px;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding: 20px 20px 20px 72px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  /* The number is drawn by CSS; the <ol> already tells assistive technology the order. */
  li::before {
    content: counter(step);
    position: absolute;
    top: 20px;
    left: 20px;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    font-weight: 700;
  }
  p {
    margin: 8px 0 0;
  }
`;

const Checklist = styled.ul`
  display: grid;
  gap: 12px 32px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    position: relative;
    padding-left: 32px;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const Tinted = styled.div`
  background: ${({ theme }) => theme.colors.primaryLight};
`;

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'cards':
      return (
        <CardGrid $maxColumns={section.items.length === 4 ? 2 : 3}>
          {section.items.map((item) => (
            <Card key={item.title} data-testid="service-card-item">
              <CardTitle>{item.title}</CardTitle>
              <p>{item.text}</p>
              {item.bullets && (
                <Bullets>
                  {item.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </Bullets>
              )}
            </Card>
          ))}
        </CardGrid>
      );
    case 'steps':
      return (
        <Steps>
          {section.items.map((item) => (
            <li key={item.title}>
              <CardTitle>{item.title}</CardTitle>
              <p>{item.text}</p>
            </li>
          ))}
        </Steps>
      );
    case 'list':
      return (
        <Checklist>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Checklist>
      );
  }
}

function Benefits({ title, benefits }: Pick<ServiceContent, 'benefits'> & { title: string }) {
  return (
    <Section aria-labelledby="service-benefits">
      <SectionTitle id="service-benefits">{title}</SectionTitle>
      <CardGrid $maxColumns={2} data-testid="service-benefits">
        {benefits.map((benefit) => (
          <Card key={benefit.title}>
            <CardTitle>{benefit.title}</CardTitle>
            <p>{benefit.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The benefit cards, then each section; every other block is tinted so they read apart. */
export function ServiceSections({ content }: { content: Pick<ServiceContent, 'benefitsTitle' | 'benefits' | 'sections'> }) {
  const blocks = content.sections.map((section, index) => {
    const id = `service-section-${index + 1}`;
    return (
      <Section key={id} aria-labelledby={id} data-testid="service-section">
        <SectionTitle id={id}>{section.title}</SectionTitle>
        {section.intro && <Intro>{section.intro}</Intro>}
        <SectionBody section={section} />
      </Section>
    );
  });
  // A service without page copy of its own has no benefit cards.
  if (content.benefits.length > 0) {
    blocks.unshift(<Benefits key="benefits" title={content.benefitsTitle} benefits={content.benefits} />);
  }
  return (
    <>
      {blocks.map((block, index) => {
        const inner = <Container key={block.key}>{block}</Container>;
        return index % 2 === 1 ? <Tinted key={block.key}>{inner}</Tinted> : inner;
      })}
    </>
  );
}

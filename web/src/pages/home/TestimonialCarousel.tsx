import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { TestimonialCard_testimonial$key } from '../../__generated__/TestimonialCard_testimonial.graphql';
import { CardGrid } from '../../ui/Card';
import { homeMessages } from './messages';
import { TestimonialCard } from './TestimonialCard';

/** docs/SPEC.md §4: 3 per slide, dots only when there is more than one slide. */
export const TESTIMONIALS_PER_SLIDE = 3;

type Testimonial = TestimonialCard_testimonial$key & { readonly id: string };

// Every slide sits in the same grid cell: the track is as tall as the tallest slide, so changing
// slides never moves the page below it. Hidden slides keep their space (visibility), leave the
// tab order and the accessibility tree, and are `inert` as well.
const Track = styled.div`
  display: grid;
  grid-template-areas: 'slide';
`;

const Slide = styled(CardGrid)<{ $current: boolean }>`
  grid-area: slide;
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 4px;
  margin-top: 24px;
`;

// A 44 px touch target around a small visible dot.
const Dot = styled.button`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;

function slidesOf<T>(items: readonly T[]): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += TESTIMONIALS_PER_SLIDE)
    slides.push(items.slice(start, start + TESTIMONIALS_PER_SLIDE));
  return slides;
}

/** The testimonials, three at a time; no autoplay: the visitor moves on with the dot buttons. */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const intl = useIntl();
  const slides = slidesOf(testimonials);
  const [requested, setCurrent] = useState(0);
  const current = Math.min(requested, slides.length - 1); // the list may shrink on a refetch
  const label = (index: number) => intl.formatMessage(homeMessages.testimonialsPage, { page: index + 1, pages: slides.length });
  return (
    <>
      {/* polite: a slide chosen with a dot is read out; nothing changes by itself */}
      <Track aria-live={slides.length > 1 ? 'polite' : undefined}>
        {slides.map((slide, index) => (
          <Slide
            key={slide[0].id}
            $current={index === current}
            role={slides.length > 1 ? 'group' : undefined}
            aria-label={slides.length > 1 ? label(index) : undefined}
            aria-hidden={index === current ? undefined : true}
            inert={index !== current}
            data-testid="testimonial-slide"
          >
            {slide.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </Slide>
        ))}
      </Track>
      {slides.length > 1 && (
        <Dots role="group" aria-label={intl.formatMessage(homeMessages.testimonialsPages)}>
          {slides.map((slide, index) => (
            <Dot
              key={slide[0].id}
              type="button"
              aria-label={label(index)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </Dots>
      )}
    </>
  );
}

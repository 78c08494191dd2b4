import styled, { css, keyframes } from 'styled-components';

// Only opacity and transform move: neither changes layout, so the hero never shifts the page (CLS 0).
const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** docs/SPEC.md §2: 0.6 s per element, one after another (0.2, 0.4, 0.6 s); none for visitors who ask for less motion. */
export const entrance = (delaySeconds: 0.2 | 0.4 | 0.6) => css`
  animation: ${rise} 0.6s ease-out ${delaySeconds}s both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Hero = styled.section`
  background: linear-gradient(135deg, #07405f 0%, #0b5c8c 55%, #14839f 100%);
  color: #ffffff;
  padding: 48px 0 56px;
  overflow: hidden; /* the rising text starts 16 px low: no scrollbar flicker */
  h1 {
    max-width: 820px;
    margin-bottom: 16px;
    font-size: 2rem;
    ${entrance(0.4)}
  }
  ${({ theme }) => theme.media.md} {
    padding: 72px 0 80px;
    h1 {
      font-size: 2.6rem;
    }
  }
`;

export const HeroLabel = styled.p`
  display: inline-block;
  margin: 0 0 12px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.16);
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  ${entrance(0.2)}
`;

export const HeroIntro = styled.div`
  max-width: 720px;
  ${entrance(0.6)}
  p {
    margin: 0 0 24px;
    color: #e6f2f9;
    font-size: 1.15rem;
  }
`;

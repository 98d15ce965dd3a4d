import { media } from 'shared-kit';
import styled from 'styled-components';

import { GraduationCapIcon, MapPinIcon } from '../../../components/icons';

// A stylised glimpse of the marketplace. It only illustrates the pitch beside it, so it is hidden
// from assistive technology and holds nothing focusable.
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.tablet} {
    display: none;
  }
`;

const Card = styled.div<{ $offset?: boolean }>`
  margin-left: ${({ $offset }) => ($offset ? '2.5rem' : '0')};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Tag = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Title = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
  }
`;

const Verified = styled(Meta)`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

export function HeroPreview() {
  return (
    <Stack aria-hidden="true">
      <Card>
        <Tag>Hospitality</Tag>
        <Title>Weekend barista</Title>
        <Meta>
          <MapPinIcon /> Café in Newtown · Sat and Sun mornings
        </Meta>
      </Card>
      <Card $offset>
        <Title>Priya, Bachelor of Commerce</Title>
        <Verified>
          <GraduationCapIcon /> Verified student · UNSW
        </Verified>
        <Meta>Available Tue and Thu afternoons</Meta>
      </Card>
      <Card>
        <Tag>Retail</Tag>
        <Title>Casual retail assistant</Title>
        <Meta>
          <MapPinIcon /> Parramatta · Flexible evening shifts
        </Meta>
      </Card>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { media } from 'shared-kit';
import styled from 'styled-components';

import { CheckIcon } from '../../../components/icons';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.55;

  svg {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

type AudienceCardProps = { title: string; icon: ReactNode; points: readonly string[] };

/** One audience's benefits as a checklist (students or employers). */
export function AudienceCard({ title, icon, points }: AudienceCardProps) {
  return (
    <Card>
      <Heading>
        <IconBadge>{icon}</IconBadge>
        <Title>{title}</Title>
      </Heading>
      <List>
        {points.map((point) => (
          <Item key={point}>
            <CheckIcon />
            <span>{point}</span>
          </Item>
        ))}
      </List>
    </Card>
  );
}

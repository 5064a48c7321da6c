import styled from 'styled-components';

/** A section of the timesheet page: a column of its heading and content. */
export const Section = styled.section<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

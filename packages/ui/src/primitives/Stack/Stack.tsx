import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';

export interface StackProps {
  /** Space between children (a space token). */
  gap?: BoxProps['gap'];
  /** Cross-axis alignment. */
  align?: BoxProps['alignItems'];
  /** Element to render, e.g. "ul". */
  as?: BoxProps['as'];
  className?: string;
  children: ReactNode;
}

/** Children stacked vertically with even space between them. */
export function Stack({ gap = 'medium', align, as, className, children }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={gap} alignItems={align} className={className}>
      {children}
    </Box>
  );
}

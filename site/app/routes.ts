import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('favicon.svg', 'routes/favicon.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

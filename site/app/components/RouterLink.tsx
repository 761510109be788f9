import { Link } from 'react-router';
import type { LinkComponentProps } from '@agency/ui';

const external = /^(https?:|mailto:|tel:|#)/;

/** Plugs react-router's Link into @agency/ui: internal hrefs navigate client-side, others stay plain anchors. */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  if (external.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

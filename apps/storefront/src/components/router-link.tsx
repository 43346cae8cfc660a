import type { LinkComponentProps } from '@sajilo/ui';
import { Link } from 'react-router-dom';

/** The ui library's links (cards, breadcrumbs, back links) go through react-router. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

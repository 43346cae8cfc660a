import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, use } from 'react';

/** What a link component receives: an app-relative `href` plus ordinary anchor attributes. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children?: ReactNode;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: the default, so the library needs no router. */
export function Anchor({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(Anchor);

export interface LinkProviderProps {
  /**
   * The component every library link renders with, e.g. a router link:
   * `({ href, ...rest }) => <Link to={href} {...rest} />`.
   */
  component: LinkComponent;
  children: ReactNode;
}

/** Lets an app route the library's links (cards, breadcrumbs, back links) through its router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** The link component to use: an explicit one, else the provider's, else a plain anchor. */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = use(LinkContext);
  return override ?? fromContext;
}

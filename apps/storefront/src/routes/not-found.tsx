// seed 000 §2: any other path shows a page-not-found screen containing only a title.
export function Component() {
  return <h1 className="not-found">Page Not Found</h1>;
}

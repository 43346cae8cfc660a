// A shop developer's own Vite + React app, outside the monorepo, on the Sajilo packages as npm installs
// them: the typed client of @sajilo/api, the store and hooks of @sajilo/store, the components and
// stylesheet of @sajilo/ui, and the types of @sajilo/widgets. The consumer test type-checks it, builds it
// and opens it against a real API server: ?api=<API host>&key=<application key>&category=<slug>.
import '@sajilo/ui/style.css';
import { createSajiloClient, type ProductSummary, unwrap } from '@sajilo/api';
import { createStore, useBrandSlidesQuery } from '@sajilo/store';
import { Button, PageHeader, Price, Toaster } from '@sajilo/ui';
import { files, loader, type Sajilo } from '@sajilo/widgets';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';

const params = new URLSearchParams(window.location.search);
const config = { apiBaseUrl: params.get('api') ?? '', apiKey: params.get('key') ?? '' };
const category = params.get('category') ?? '';
const client = createSajiloClient({ baseUrl: config.apiBaseUrl, apiKey: config.apiKey });
const store = createStore({ config });

// The widgets' global, typed by @sajilo/widgets (a page with the loader would have it).
const openEnquiry = (sajilo: Sajilo | undefined = window.Sajilo) => sajilo?.('open', 'enquiry');

/** Straight from the typed client: a category's first page of products. */
function Products({ slug }: { slug: string }) {
  const [products, setProducts] = useState<ProductSummary[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    unwrap(client.GET('/api/categories/{slug}', { params: { path: { slug } } })).then(
      (listing) => setProducts(listing.products),
      (cause: unknown) => setError(String(cause)),
    );
  }, [slug]);
  if (error) return <p role="alert">{error}</p>;
  if (!products) return <p>Loading products…</p>;
  return (
    <ul aria-label="Products">
      {products.map((product) => (
        <li key={product.slug}>
          <span>{product.title}</span> <Price amount={product.price} hideLabel label="Price" />
        </li>
      ))}
    </ul>
  );
}

/** Through the store's RTK Query hooks. */
function Brands() {
  const { data, error } = useBrandSlidesQuery();
  if (error) return <p role="alert">{JSON.stringify(error)}</p>;
  if (!data) return <p>Loading brands…</p>;
  return (
    <ul aria-label="Brands">
      {data.data.brands.flat().map((brand) => (
        <li key={brand.id}>{brand.title}</li>
      ))}
    </ul>
  );
}

function App() {
  return (
    <>
      <Toaster />
      <PageHeader title="Our shop on the Sajilo packages" />
      <main>
        {/* The app's own react-hot-toast and the library's Toaster: one copy, one toast store. */}
        <Button onClick={() => toast.success('Sent from the app')}>Show a toast</Button>
        <Button variant="secondary" onClick={() => openEnquiry()}>
          Enquiry
        </Button>
        <Products slug={category} />
        <Brands />
        <p>
          Widget files to host: {loader} and {files.length - 1} more
        </p>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}

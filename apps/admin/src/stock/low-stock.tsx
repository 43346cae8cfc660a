// The dashboard's low stock per place (docs/back-office.md "Stock"): for each place, how many products it keeps
// have fewer than the shop's level available, and the five fewest of them, each linked to its stock screen.
import { Link } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import own from './stock.module.css';
import { useLowStockQuery } from './stock-api.js';

const SHOWN = 5;

export function LowStockByPlace() {
  const { data, error, refetch } = useLowStockQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className={styles.section} aria-labelledby="stock-heading">
      <h2 id="stock-heading">Low stock</h2>
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <>
          <p className={styles.muted}>
            Fewer than {data.threshold} available at a place that keeps the product.{' '}
            <Link to="/stock?low=true">Every low product</Link>
          </p>
          <div className={own.forms}>
            {data.locations.map(({ location, count, products: all }) => {
              // The dashboard is a glance: the five fewest, and the whole list a click away.
              const products = all.slice(0, SHOWN);
              return (
                <div key={location.id} className={own.formCard}>
                  <h3>
                    {location.title}: {count === 0 ? 'none low' : `${count} low`}
                  </h3>
                  {products.length > 0 ? (
                    <TableRegion label={`Low stock at ${location.title}`}>
                      <table className={styles.table}>
                        <thead>
                          <tr>
                            <th scope="col">Product</th>
                            <th scope="col" className={styles.number}>
                              Available
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {products.map((product) => (
                            <tr key={product.id}>
                              <td>
                                <Link to={`/products/${product.id}/stock`}>{product.title}</Link>
                                <span className={own.code}>{product.product_code}</span>
                              </td>
                              <td className={styles.number}>{product.available}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </TableRegion>
                  ) : null}
                  {count > products.length ? (
                    <p className={styles.muted}>
                      <Link to={`/stock?low=true&location_id=${location.id}`}>
                        All {count} at {location.title}
                      </Link>
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}

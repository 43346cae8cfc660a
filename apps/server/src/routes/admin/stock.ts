// Stock by lot and location in the back office (docs/back-office.md "Stock"): the locations, the overview,
// low stock per location, a product's lots and movements, receiving, transfers and corrections, and an
// order's pick list. The rules and queries are services/admin/stock.ts's; counts change only through
// services/stock.ts.
import type { FastifyPluginAsync } from 'fastify';
import {
  adjustStock,
  lowStockByLocation,
  pickList,
  productStockDetail,
  receiveStock,
  stockLocationList,
  stockMovements,
  stockOverview,
  transferStock,
} from '../../services/admin/stock.js';

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListStockLocations', async () => ({
    result: 'success',
    locations: await stockLocationList(app.db),
  }));

  app.adminOperation('adminListStock', async (request) => {
    const { q, location_id, low, page = 1 } = request.query;
    return {
      result: 'success',
      ...(await stockOverview(app.db, {
        page,
        ...(q ? { q } : {}),
        ...(location_id ? { location_id } : {}),
        ...(low ? { low } : {}),
      })),
    };
  });

  app.adminOperation('adminListLowStock', async () => ({
    result: 'success',
    ...(await lowStockByLocation(app.db)),
  }));

  app.adminOperation('adminGetProductStock', async (request) => ({
    result: 'success',
    stock: await productStockDetail(app.db, request.params.id),
  }));

  app.adminOperation('adminReceiveStock', async (request) => {
    const message = await receiveStock(app.db, request, request.params.id, request.body);
    return { result: 'success', message, stock: await productStockDetail(app.db, request.params.id) };
  });

  app.adminOperation('adminTransferStock', async (request) => {
    const message = await transferStock(app.db, request, request.params.id, request.body);
    return { result: 'success', message, stock: await productStockDetail(app.db, request.params.id) };
  });

  app.adminOperation('adminAdjustStock', async (request) => {
    const message = await adjustStock(app.db, request, request.params.id, request.body);
    return { result: 'success', message, stock: await productStockDetail(app.db, request.params.id) };
  });

  app.adminOperation('adminListStockMovements', async (request) => ({
    result: 'success',
    ...(await stockMovements(app.db, request.params.id, request.query.page ?? 1)),
  }));

  app.adminOperation('adminGetPickList', async (request) => pickList(app.db, request.params.id));
};

export default routes;

// `npm start` in development runs this (the package's `serve` script) and points the API server and the
// storefront's page server at it (scripts/start.mjs, docs/development.md "Payments in development"): eSewa,
// Khalti and Fonepay as the tests know them, with no internet and no money. GATEWAYS_PORT picks the port (4900).
import { startGatewaySimulator } from './simulator.js';

const port = Number(process.env.GATEWAYS_PORT ?? 4900);
const simulator = await startGatewaySimulator({ port });
console.log(
  `Simulated eSewa, Khalti and Fonepay (no money moves) at ${simulator.url}, Fonepay's QRs to scan at ${simulator.url}/fonepay, simulated SMS at ${simulator.url}/sms`,
);

const stop = () => {
  simulator.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

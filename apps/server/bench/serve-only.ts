// The bench's server alone (bench/cpu.sh, CPU profiles: `node --cpu-prof --import tsx bench/serve-only.ts`),
// on a free port it prints, CACHE answers kept in memory (default 1,000; 0 builds every answer).
import { openCatalogue, serve } from './catalogue.js';

const database = await openCatalogue();
const { app, base } = await serve(database, Number(process.env.CACHE ?? 1000));
console.log(`listening ${base}`);
process.on('SIGINT', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

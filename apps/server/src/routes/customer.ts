import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async (_app) => {};

export default routes;

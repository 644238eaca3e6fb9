import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Scaffold: the routes arrive with the analytics work.
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
